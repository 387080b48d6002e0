import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireToken, validCaller, type Caller } from '../auth/require-user';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import {
  platformErrorText,
  type PlatformAnswer,
  type RegisteredBot,
} from '../platform/platform-client';
import { findBot } from './bot-address';

export type BotList = Promise<PlatformAnswer<RegisteredBot[]>>;

/**
 * The signed-in caller and the bots they may see. The list is read on the caller's own
 * token (so the platform's 401/403 for non-admins reaches them) while the gateway checks
 * that token: the two platform calls overlap instead of adding up on every chat turn.
 */
export async function callerAndBotList(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: GatewayContext,
): Promise<{ caller: Caller; botList: BotList } | null> {
  const token = await requireToken(request, reply);
  if (!token) return null;
  const botList = ctx.platform.bots(token);
  // Awaited only once the token passes; a refused caller must not leave a rejection unheard.
  botList.catch(() => undefined);
  const caller = await validCaller(token, reply, ctx.validateToken);
  return caller && { caller, botList };
}

/** The registered bot at botPath + chatEndpoint in the caller's list, or null once an error is sent. */
export async function registeredBot(
  botList: BotList,
  address: { botPath: string; chatEndpoint: string },
  reply: FastifyReply,
): Promise<RegisteredBot | null> {
  const answer = await botList;
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
    await sendError(reply, status, platformErrorText(answer, 'Failed to fetch bots'));
    return null;
  }
  const bot = findBot(answer.body, address.botPath, address.chatEndpoint);
  if (!bot) {
    await sendError(
      reply,
      403,
      'Forbidden: botPath and chatEndpoint are not those of a registered bot',
    );
    return null;
  }
  return bot;
}
