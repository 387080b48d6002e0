import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ratingRequestSchema } from '@switchboard/domain';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { isUuid, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { sessionOwner } from '../chat/chat-history';
import { callerOf, callerRequired, notOwner } from '../chat/session-owner';
import type { KbContext } from '../kb-context';
import { kbChatMessages } from '../kb-schema';
import { rateMessage } from './message-ratings';

const MESSAGE_NOT_FOUND = 'Message not found';
type RatingParams = {
  Params: { slug: string; sessionId: string; messageId: string };
  Querystring: { user_id?: unknown };
};

/**
 * A rating on an answer of the bot's chat API, by the user who asked: the session's owner
 * alone (named by the gateway, or by `user_id` for a direct caller). Staff rate the
 * console's copy of an answer through the Bots API instead.
 */
export function registerRatingRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  app.put<RatingParams>('/chat/:sessionId/messages/:messageId/rating', async (request) => {
    const { sessionId, messageId } = request.params;
    const service = request.kbService.slug;
    const body = (request.body ?? {}) as { user_id?: unknown };
    const owner = await sessionOwner(db, service, sessionId);
    if (owner === undefined) throw notFound('Session not found');
    const caller = callerOf(request, body.user_id ?? request.query.user_id);
    if (!caller) throw callerRequired();
    if (caller !== owner) throw notOwner();
    if (!isUuid(messageId)) throw notFound(MESSAGE_NOT_FOUND);
    const [message] = await db
      .select({ type: kbChatMessages.messageType })
      .from(kbChatMessages)
      .where(
        and(
          eq(kbChatMessages.service, service),
          eq(kbChatMessages.sessionId, sessionId),
          eq(kbChatMessages.id, messageId.toLowerCase()),
        ),
      );
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.type !== 'assistant') throw badRequest('Only an answer can be rated');
    const rating = parseOrThrow(ratingRequestSchema, request.body);
    return {
      message_id: messageId.toLowerCase(),
      rating: await rateMessage(db, service, messageId.toLowerCase(), rating, caller),
    };
  });
}
