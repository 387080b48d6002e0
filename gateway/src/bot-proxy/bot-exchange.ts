import type { FastifyReply } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import { exchangeJson, type JsonExchange } from '../outbound/exchange-json';
import type { UpstreamCall } from '../outbound/send-upstream';
import { failureStatus, UpstreamError } from '../outbound/upstream-errors';

/** The console's error wording: "{prefix}: {status text}" for whatever went wrong upstream. */
export async function exchangeOr502(
  call: UpstreamCall,
  ctx: GatewayContext,
  reply: FastifyReply,
  prefix: string,
): Promise<JsonExchange | null> {
  try {
    const answer = await exchangeJson(call, ctx.botLimits);
    if (answer.status >= 200 && answer.status < 300) return answer;
    await sendError(reply, 502, `${prefix}: ${answer.statusText}`);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    await sendError(reply, failureStatus(error), `${prefix}: ${error.message}`);
  }
  return null;
}
