import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/send-error';
import { parseJson, readBody, sendUpstream, type UpstreamLimits } from '../outbound/send-upstream';
import { failureStatus, UpstreamError } from '../outbound/upstream-errors';
import { UploadTooLarge, uploadLimit } from './upload-limit';

export interface PassThroughOptions {
  target: URL;
  /** Added on the server (the API key); never echoed to the browser. */
  serverHeaders: Record<string, string>;
  limits: UpstreamLimits;
  maxUploadBytes: number;
  /** Names the service in error texts ("Bot service", "Knowledge service"). */
  label: string;
  /** A route whose JSON body may pass the gateway's own limit, and what a larger one is told. */
  plainBody?: PlainBodyLimit;
}

export interface PlainBodyLimit {
  maxBytes: number;
  tooLarge: string;
}

/** Names the signed-in user to the services behind the gateway; set here only, never taken from the browser. */
export const CALLER_HEADER = 'x-switchboard-user-id';
/**
 * Says the caller is a bot admin, so a bot's service may let them read its users'
 * conversations, and through the chat proxy reply into them; set only after our own check.
 */
export const STAFF_HEADER = 'x-switchboard-staff';
/**
 * Says the console records a chat turn itself, so the bot's service stores no copy of it;
 * set only by the gateway's turn, never taken from the browser.
 */
export const RECORDED_BY_HEADER = 'x-switchboard-recorded-by';
/**
 * Names the console operation (its idempotency key) a write to a knowledge service is made
 * for, so the service keeps that write pending until it sees the console record the key,
 * and undoes it if the console never does; set only by the gateway's operations, never
 * taken from the browser.
 */
export const CONSOLE_OPERATION_HEADER = 'x-switchboard-console-operation';
/** Read and reply: the chat proxy's staff follow-up (see the product rules). */
export const BOT_ADMIN_STAFF = 'bot-admin';
/** Read only: the per-bot service routes, which no console screen chats through. */
export const BOT_ADMIN_READER = 'bot-admin-reader';

/** The gateway's own JSON limit, for every proxied body that is not a file upload. */
const MAX_PLAIN_BODY_BYTES = 1024 * 1024;

// Only what describes the payload (and the version a save was made from) travels; the
// browser's cookies and token never do.
const REQUEST_HEADERS = [
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'if-match',
  'idempotency-key',
];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'idempotent-replayed',
];

function pick(headers: Record<string, unknown>, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/** A 4xx from upstream reaches the browser with its status and an `error` it can show. */
async function clientError(
  reply: FastifyReply,
  status: number,
  statusText: string,
  label: string,
  body: Buffer,
) {
  const json = parseJson(body);
  const fallback = `${label}: ${status} ${statusText}`;
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    const record = json as Record<string, unknown>;
    const detail = typeof record.detail === 'string' ? record.detail : undefined;
    return reply.code(status).send({ ...record, error: record.error ?? detail ?? fallback });
  }
  return sendError(reply, status, fallback);
}

/**
 * Streams one browser request to an upstream service and its answer back: bodies in
 * both directions are streamed (document uploads), both are capped, and upstream faults
 * become 502 `{ error }`.
 */
export async function passThrough(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PassThroughOptions,
) {
  const { label } = options;
  // Only file uploads may be large; refusing a big JSON body here, before any byte goes
  // upstream, answers 413 where a service closing mid-stream would surface as a 502 EPIPE.
  const isUpload = /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
  const maxUploadBytes = isUpload
    ? options.maxUploadBytes
    : Math.min(options.maxUploadBytes, options.plainBody?.maxBytes ?? MAX_PLAIN_BODY_BYTES);
  const tooLarge = () =>
    (!isUpload && options.plainBody?.tooLarge) || new UploadTooLarge(maxUploadBytes).message;
  if (Number(request.headers['content-length']) > maxUploadBytes) {
    return sendError(reply, 413, tooLarge());
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream;
  try {
    upstream = await sendUpstream(
      {
        url: options.target,
        method: request.method,
        headers: { ...pick(request.headers, REQUEST_HEADERS), ...options.serverHeaders },
        // pipe, not pipeline: a failed upstream must not tear down the browser's socket.
        body: hasBody ? request.raw.pipe(uploadLimit(maxUploadBytes)) : undefined,
      },
      options.limits,
    );
  } catch (error) {
    if (error instanceof UploadTooLarge) return sendError(reply, 413, tooLarge());
    if (error instanceof UpstreamError) {
      return sendError(reply, failureStatus(error), `${label}: ${error.message}`);
    }
    throw error;
  }
  const { status, statusText } = upstream;
  // The browser would take an upstream 401 for its own session ending. A 507 (the service's
  // disk is full) keeps its status and message: the user can act on it, unlike a 502.
  if ((status >= 500 && status !== 507) || status === 401 || status === 407) {
    upstream.body.destroy();
    return sendError(reply, 502, `${label} error: ${status} ${statusText}`);
  }
  if (status >= 400) {
    // A 412 names the version the service now holds, for the next If-Match.
    reply.headers(pick(upstream.headers, ['etag']));
    return clientError(reply, status, statusText, label, await readBody(upstream.body));
  }
  reply.code(status).headers(pick(upstream.headers, RESPONSE_HEADERS));
  return reply.send(upstream.body);
}
