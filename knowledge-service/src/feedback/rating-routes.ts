import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ratingRequestSchema } from '@switchboard/domain';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { isUuid, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { sessionOwner } from '../chat-sessions/chat-history';
import { callerOf, callerRequired, notOwner } from '../chat-sessions/session-owner';
import type { KbContext } from '../kb-context';
import { kbChatMessages } from '../kb-schema';
import { auditedWrite } from '../audit/audited-write';
import { rateMessage, ratingsOf } from './message-ratings';

const MESSAGE_NOT_FOUND = 'Message not found';
type RatingRequest = FastifyRequest<{
  Params: { slug: string; sessionId: string; messageId: string };
  Querystring: { user_id?: unknown };
}>;

/**
 * A rating on an answer of the bot's chat API, by the user who asked: the session's owner
 * (named by the gateway, or by `user_id` for a direct caller), and only them. Staff rate
 * console answers on the console's own record (docs/architecture.md, "One store per
 * fact"), so no staff rating here can replace the asker's.
 */
export function registerRatingRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;

  async function rater(request: RatingRequest) {
    const { sessionId } = request.params;
    const owner = await sessionOwner(db, request.kbService.slug, sessionId);
    if (owner === undefined) throw notFound('Session not found');
    const body = (request.body ?? {}) as { user_id?: unknown };
    const caller = callerOf(request, body.user_id ?? request.query.user_id);
    if (!caller) throw callerRequired();
    if (caller !== owner) throw notOwner();
    return caller;
  }

  async function rate(request: RatingRequest, messageId: string, caller: string) {
    const service = request.kbService.slug;
    const [message] = await db
      .select({ type: kbChatMessages.messageType })
      .from(kbChatMessages)
      .where(
        and(
          eq(kbChatMessages.service, service),
          eq(kbChatMessages.sessionId, request.params.sessionId),
          eq(kbChatMessages.id, messageId),
        ),
      );
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.type !== 'assistant') throw badRequest('Only an answer can be rated');
    const rating = parseOrThrow(ratingRequestSchema, request.body);
    // The asker's rating and its entry commit together; the entry names the asker.
    const saved = await auditedWrite(
      ctx,
      request,
      async (tx) => {
        const before = (await ratingsOf(tx, service, [messageId])).get(messageId);
        return { before, after: await rateMessage(tx, service, messageId, rating, caller) };
      },
      ({ before, after }) => ({
        action: 'update',
        kind: 'rating',
        id: messageId,
        name: messageId,
        actorId: caller,
        before: { rating: before?.rating ?? null, comment: before?.comment ?? null },
        after: { rating: after?.rating ?? null, comment: after?.comment ?? null },
      }),
    );
    return { message_id: messageId, rating: saved.after };
  }

  app.put('/chat/:sessionId/messages/:messageId/rating', async (request: RatingRequest) => {
    const caller = await rater(request);
    const { messageId } = request.params;
    if (!isUuid(messageId)) throw notFound(MESSAGE_NOT_FOUND);
    return rate(request, messageId.toLowerCase(), caller);
  });
}
