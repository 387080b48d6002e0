import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireToken, type Caller } from '../auth/require-user';
import { claimedUser } from '../auth/token-claims';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import { platformErrorText, type RegisteredBot } from '../platform-api/platform-client';
import { findBot } from './bot-address';
import { firstIssue } from './proxy-bodies';

interface BotAddress {
  botPath: string;
  chatEndpoint: string;
}

export interface ProxyRequest<T> {
  caller: Caller;
  bot: RegisteredBot;
  fields: T;
}

/**
 * The signed-in caller, the request's fields and the registered bot they name, or null
 * once an error has been sent. One platform call answers all three: the Bots API checks
 * the caller's token (signature, live session, bot-admin role) before it lists the bots,
 * so the platform's 401/403 reaches the caller as it is, and once it answers the token's
 * claims say who is asking. Asking the platform who the token belongs to as well put a
 * second round trip on every chat turn.
 */
export async function proxyRequest<T extends BotAddress>(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: GatewayContext,
  body: z.ZodType<T>,
): Promise<ProxyRequest<T> | null> {
  const token = await requireToken(request, reply);
  if (!token) return null;
  const answer = await ctx.platform.bots(token);
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
    await sendError(reply, status, platformErrorText(answer, 'Failed to fetch bots'));
    return null;
  }
  const parsed = body.safeParse(request.body);
  if (!parsed.success) {
    await sendError(reply, 400, firstIssue(parsed.error));
    return null;
  }
  const bot = findBot(answer.body, parsed.data.botPath, parsed.data.chatEndpoint);
  if (!bot) {
    await sendError(
      reply,
      403,
      'Forbidden: botPath and chatEndpoint are not those of a registered bot',
    );
    return null;
  }
  return { caller: { token, user: claimedUser(token) }, bot, fields: parsed.data };
}
