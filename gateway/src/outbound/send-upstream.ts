import http, { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  checkLiteralHost,
  guardedLookup,
  type AddressPolicy,
  type OriginPolicy,
} from '@switchboard/outbound-guard';
import { blockedAddress, timedOut, tooLarge, UpstreamError } from './upstream-errors';

export interface UpstreamLimits {
  policy: OriginPolicy;
  timeoutMs: number;
  maxResponseBytes: number;
}

export interface UpstreamCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: Buffer | Readable;
}

export interface UpstreamResponse {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  /** Ends in an error if the answer outgrows the cap or the deadline passes mid-stream. */
  body: Readable;
}

/**
 * Connections stay open for the next call to the same origin: a chat turn paid for a new
 * TCP (or TLS) handshake every time, a few milliseconds of its overhead. A socket is only
 * lent to a call under the same address rule it was checked against when it connected,
 * so a connection one policy allowed never serves a call another policy would refuse.
 * Idle sockets close after 4 s, before a Node server's default 5 s keep-alive timeout, so
 * no request goes down a socket the far end is closing.
 */
const IDLE_SOCKET_MS = 4_000;
const agentsByRule = new WeakMap<AddressPolicy, { http: http.Agent; https: https.Agent }>();

function agentFor(rule: AddressPolicy, protocol: string): http.Agent {
  let agents = agentsByRule.get(rule);
  if (!agents) {
    agents = {
      http: new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
      https: new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    };
    agentsByRule.set(rule, agents);
  }
  return protocol === 'https:' ? agents.https : agents.http;
}

function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? tooLarge(limit) : null, chunk);
    },
  });
}

// A client mistake raised while streaming its body (an upload too large) keeps its status.
const asUpstreamError = (error: Error): Error =>
  error instanceof UpstreamError || 'statusCode' in error
    ? error
    : new UpstreamError('unreachable', error.message);

/**
 * One guarded HTTP exchange with a bot's or the knowledge service: the address is
 * checked when the socket connects, redirects are refused rather than followed, and one
 * deadline covers connecting, the answer's headers and its whole body.
 */
export function sendUpstream(
  call: UpstreamCall,
  limits: UpstreamLimits,
): Promise<UpstreamResponse> {
  const { url } = call;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new UpstreamError('blocked', `Unsupported protocol ${url.protocol}`));
  }
  const policy = limits.policy.forUrl(url);
  try {
    checkLiteralHost(url.hostname, policy, blockedAddress);
  } catch (error) {
    return Promise.reject(error);
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let body: Transform | undefined;
    const fail = (error: Error) => {
      request.destroy(error);
      body?.destroy(error);
    };
    const timer = setTimeout(() => fail(timedOut(limits.timeoutMs)), limits.timeoutMs);
    const request = transport.request(
      url,
      {
        method: call.method,
        headers: call.headers,
        lookup: guardedLookup(policy, blockedAddress),
        agent: agentFor(policy, url.protocol),
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const statusText = response.statusMessage || STATUS_CODES[status] || 'Unknown';
        if (status >= 300 && status < 400) {
          clearTimeout(timer);
          response.resume();
          return reject(new UpstreamError('redirect', `Upstream redirect refused (${status})`));
        }
        if (Number(response.headers['content-length']) > limits.maxResponseBytes) {
          clearTimeout(timer);
          response.destroy();
          return reject(tooLarge(limits.maxResponseBytes));
        }
        body = capped(limits.maxResponseBytes);
        body.once('close', () => clearTimeout(timer));
        pipeline(response, body, () => clearTimeout(timer));
        resolve({ status, statusText, headers: response.headers, body });
      },
    );
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(asUpstreamError(error));
    });
    if (call.body instanceof Readable) {
      // The body's own failure (an upload over the limit) is the answer; pipeline would
      // abort the request and report that as a hang-up, i.e. a 502 instead of a 413.
      call.body.once('error', (error) => {
        clearTimeout(timer);
        reject(asUpstreamError(error));
      });
      pipeline(call.body, request, (error) => error && request.destroy(error));
    } else {
      request.end(call.body);
    }
  });
}

/** The whole (capped) answer, for routes that reshape it. */
export async function readBody(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function parseJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}
