import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  improvedRequestSchema,
  operationKeySchema,
  ratingRequestSchema,
} from '@switchboard/domain';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { requireGateway } from '../gateway-vouched';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { Db } from '@switchboard/server-kit/db/connect';
import { messageFeedback, messages } from '../../db/schema';
import type { PlatformContext } from '../../platform-context';
import { feedbackBefore, recordFeedbackAudit, type FeedbackFields } from './feedback-audit';
import { feedbackOf } from './feedback-sql';
import { messageSearchQuery, searchMessages } from './message-search';

const MESSAGE_NOT_FOUND = 'Message not found';
type IdParams = { Params: { id: string } };

/**
 * Staff follow-up on answers: a rating (by the signed-in bot admin, who the admin guard
 * has already checked), the mark that a staff answer improved it, and the message search
 * behind the Conversations search, filters and Needs review.
 */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  async function assistantMessage(rawId: string) {
    const id = idOrNotFound(rawId, MESSAGE_NOT_FOUND);
    const [row] = await db
      .select({ id: messages.id, messageType: messages.messageType })
      .from(messages)
      .where(eq(messages.id, id));
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    if (row.messageType !== 'ASSISTANT') throw badRequest('Only an answer can be rated');
    return id;
  }

  /** Sets the answer's feedback fields and records the change, in one transaction. */
  const writeFeedback = (
    request: FastifyRequest,
    id: string,
    kind: 'rating' | 'message',
    fields: FeedbackFields,
  ) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await feedbackBefore(tx, id, fields);
      await tx
        .insert(messageFeedback)
        .values({ messageId: id, ...fields })
        .onConflictDoUpdate({
          target: messageFeedback.messageId,
          set: { ...fields, updatedAt: sql`now()` },
        });
      await recordFeedbackAudit(tx, request, id, kind, before, fields);
    });

  const feedbackAnswer = async (id: string) => ({
    messageId: id,
    ...(await feedbackOf(db, [id])).get(id)!,
  });

  app.put<IdParams>('/messages/:id/rating', async (request) => {
    const id = await assistantMessage(request.params.id);
    const body = parseOrThrow(ratingRequestSchema, request.body);
    const { idempotencyKey } = parseOrThrow(operationKeySchema, request.body);
    const rating = {
      ...(body.rating
        ? {
            rating: body.rating,
            ratingComment: body.comment,
            ratedBy: request.auth!.user.id,
            ratedAt: new Date(),
          }
        : { rating: null, ratingComment: null, ratedBy: null, ratedAt: null }),
      ratingKey: idempotencyKey ?? null,
    };
    await writeFeedback(request, id, 'rating', rating);
    return feedbackAnswer(id);
  });

  /**
   * Only the gateway's improve operation marks an answer improved: it saved the staff
   * answer in the message's own bot's service and names the id that service gave, so the
   * mark always names a staff answer of that bot. The knowledge service owns staff answers;
   * the platform never reads its tables to check one.
   */
  app.put<IdParams>('/messages/:id/improved', async (request) => {
    const id = await assistantMessage(request.params.id);
    requireGateway(
      request,
      ctx,
      'Only the improve operation marks an answer improved, with the staff answer it saved for the bot',
    );
    const { staffAnswerId } = parseOrThrow(improvedRequestSchema, request.body);
    const { idempotencyKey } = parseOrThrow(operationKeySchema, request.body);
    const improved = { improvedAt: new Date(), staffAnswerId, improveKey: idempotencyKey ?? null };
    await writeFeedback(request, id, 'message', improved);
    return feedbackAnswer(id);
  });

  /** Takes the mark back: the answer is in Needs review again (its staff answer stays the bot's). */
  app.delete<IdParams>('/messages/:id/improved', async (request) => {
    const id = await assistantMessage(request.params.id);
    const cleared = { improvedAt: null, staffAnswerId: null, improveKey: null };
    // The mark and its entry commit together; an answer not marked changes nothing to record.
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await feedbackBefore(tx, id, cleared);
      if (before.improvedAt === null) return;
      await tx
        .update(messageFeedback)
        .set({ ...cleared, updatedAt: sql`now()` })
        .where(eq(messageFeedback.messageId, id));
      await recordFeedbackAudit(tx, request, id, 'message', before, cleared);
    });
    return feedbackAnswer(id);
  });

  app.get('/message-search', async (request) =>
    searchMessages(db, parseOrThrow(messageSearchQuery, request.query)),
  );
}
