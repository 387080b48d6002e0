import { recordAudit, type AuditActor } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { messages } from '../../db/schema';
import { messageName } from '../messages/message-name';

type MessageRow = typeof messages.$inferSelect;

/** A stored turn's two messages, one entry each, on the turn's transaction. */
export async function recordTurnAudit(
  tx: Db,
  actor: AuditActor,
  question: MessageRow,
  answer: MessageRow,
) {
  for (const message of [question, answer]) {
    await recordAudit(tx, {
      actor,
      action: 'create',
      kind: 'message',
      entityId: message.id,
      entityName: messageName(message),
      changes: {
        conversationId: { before: null, after: message.conversationId },
        content: { before: null, after: message.content },
        ...(message.outcome ? { outcome: { before: null, after: message.outcome } } : {}),
      },
    });
  }
}
