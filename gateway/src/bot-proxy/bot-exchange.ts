import type { FastifyReply } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import { exchangeJson, type JsonExchange } from '../outbound/exchange-json';
import type { UpstreamCall } from '../outbound/send-upstream';
import { failureStatus, UpstreamError } from '../outbound/upstream-errors';
import { proxiedStatus, upstreamReason } from '../outbound/upstream-reason';
import { serviceKeyHeaders } from './service-credential';

/**
 * The console's error wording, "{prefix}: {status text}", followed by the service's own
 * reason when it gave one ("… - message is at most 4000 characters"), so the user learns why.
 */
export async function exchangeOr502(
  call: UpstreamCall,
  ctx: GatewayContext,
  reply: FastifyReply,
  prefix: string,
): Promise<JsonExchange | null> {
  try {
    const answer = await exchangeJson(call, ctx.botLimits);
    if (answer.status >= 200 && answer.status < 300) return answer;
    const reason = upstreamReason(answer.json);
    await sendError(
      reply,
      proxiedStatus(answer.status),
      `${prefix}: ${answer.statusText}${reason ? ` - ${reason}` : ''}`,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    await sendError(reply, failureStatus(error), `${prefix}: ${error.message}`);
  }
  return null;
}

/**
 * A JSON call to a bot's service as the caller, with the service key only where the bot's
 * origin is trusted with it. Throws UpstreamError when no usable answer came back.
 */
export function botCall(
  ctx: GatewayContext,
  url: URL,
  callerHeaders: Record<string, string>,
  method: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): UpstreamCall {
  return {
    url,
    method,
    headers: {
      accept: 'application/json',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
      ...callerHeaders,
      ...serviceKeyHeaders(url, ctx.credentials),
    },
    body: payload === undefined ? undefined : Buffer.from(JSON.stringify(payload)),
  };
}

/** Sends a chat message to a bot (the proxy and the turns both ask this way). */
export function askBot(
  ctx: GatewayContext,
  reply: FastifyReply,
  url: URL,
  callerHeaders: Record<string, string>,
  payload: unknown,
): Promise<JsonExchange | null> {
  return exchangeOr502(
    botCall(ctx, url, callerHeaders, 'POST', payload),
    ctx,
    reply,
    'Proxy API error',
  );
}
