import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditChanges, recordAudit } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { messageFeedback, messages } from '../../db/schema';
import { messageName } from '../messages/message-name';
import { requestActor } from '../request-actor';

export type FeedbackFields = Partial<typeof messageFeedback.$inferInsert>;

/** The fields of an answer's feedback row that `fields` names, as they stand now (locked). */
export async function feedbackBefore(tx: Db, messageId: string, fields: FeedbackFields) {
  const [row] = await tx
    .select()
    .from(messageFeedback)
    .where(eq(messageFeedback.messageId, messageId))
    .for('update');
  return Object.fromEntries(
    Object.keys(fields).map((field) => [field, row?.[field as keyof typeof row] ?? null]),
  );
}

/**
 * One entry for a rating or an improved mark: the answer is named by its text, the fields
 * by their values before and after (an operation's key is the gateway's, not a change).
 */
export async function recordFeedbackAudit(
  tx: Db,
  request: FastifyRequest,
  messageId: string,
  kind: 'rating' | 'message',
  before: Record<string, unknown>,
  after: FeedbackFields,
) {
  const [answer] = await tx
    .select({ messageType: messages.messageType, content: messages.content })
    .from(messages)
    .where(eq(messages.id, messageId));
  await recordAudit(tx, {
    actor: requestActor(request),
    action: 'update',
    kind,
    entityId: messageId,
    entityName: answer ? messageName(answer) : null,
    changes: auditChanges(before, after, ['ratingKey', 'improveKey', 'ratedAt', 'updatedAt']),
  });
}
