import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { isUuid } from '@switchboard/server-kit/http/validate';
import type { KnowledgeAudit } from '@switchboard/knowledge-service';
import { users } from '../db/schema';

/**
 * Who the knowledge service names: a console account (the gateway's caller header) by its id
 * and e-mail; a direct caller of the bot's API (an asker's rating) by the user_id it gave.
 */
async function actorFor(tx: Db, actorId: string | null): Promise<AuditActor> {
  if (actorId === null) return { id: null, email: null };
  if (!isUuid(actorId)) return { id: null, email: `user_id ${actorId}` };
  const [account] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  return account
    ? { id: actorId, email: account.email }
    : { id: null, email: `user_id ${actorId}` };
}

/**
 * The knowledge service's writes go into the one audit log, on the service's own
 * transaction: the platform owns audit_log and writes it here, the service never names it.
 */
export const knowledgeAudit: KnowledgeAudit = {
  async record(tx, entry) {
    await recordAudit(tx, {
      actor: await actorFor(tx, entry.actorId),
      action: entry.action,
      kind: entry.kind,
      entityId: entry.entityId,
      entityName: entry.entityName,
      changes: entry.changes,
    });
  },
};
