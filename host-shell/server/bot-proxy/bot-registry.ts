import type { FastifyReply } from 'fastify';
import { sendError } from '../http/send-error';
import {
  platformErrorText,
  type PlatformClient,
  type RegisteredBot,
} from '../platform/platform-client';
import { findBot } from './bot-address';

/**
 * The registered bot at botPath + chatEndpoint, looked up with the caller's own token (so
 * the platform's 401/403 for non-admins reaches the caller), or null once an error is sent.
 */
export async function registeredBot(
  platform: PlatformClient,
  token: string,
  address: { botPath: string; chatEndpoint: string },
  reply: FastifyReply,
): Promise<RegisteredBot | null> {
  const answer = await platform.bots(token);
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
