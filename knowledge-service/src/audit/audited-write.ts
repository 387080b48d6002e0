import type { FastifyRequest } from 'fastify';
import { auditChanges } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { callerOf } from '../chat-sessions/session-owner';
import type { KbContext } from '../kb-context';
import type { KnowledgeAuditEntry } from '../knowledge-host';

/** What one write changed: undefined when it changed nothing (a row already gone). */
export interface AuditedChange {
  action: KnowledgeAuditEntry['action'];
  kind: string;
  id: string | null;
  name: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who, when the route knows better than the gateway's header: a direct caller's user_id. */
  actorId?: string;
}

/**
 * Runs one staff write and its audit entry in one transaction: `work` gets the transaction,
 * `describe` says what its result changed. The actor is who the gateway names; secret-named
 * fields are marked changed without values (auditChanges).
 */
export async function auditedWrite<T>(
  ctx: Pick<KbContext, 'db' | 'host'>,
  request: FastifyRequest,
  work: (tx: Db) => Promise<T>,
  describe: (result: T) => AuditedChange | undefined,
): Promise<T> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = await work(tx);
    const change = describe(result);
    if (change) await recordChange(ctx, tx, request, change);
    return result;
  });
}

/** The entry for a change made on `tx` by the caller's own transaction. */
export function recordChange(
  ctx: Pick<KbContext, 'host'>,
  tx: Db,
  request: FastifyRequest,
  change: AuditedChange,
): Promise<void> {
  const slug = request.kbService.slug;
  return ctx.host.audit.record(tx, {
    actorId: change.actorId ?? callerOf(request, undefined) ?? null,
    action: change.action,
    kind: change.kind,
    entityId: change.id,
    entityName: `${slug}: ${change.name ?? change.id ?? ''}`,
    changes: auditChanges(change.before, change.after, ['updatedAt', 'updated_at', 'service']),
  });
}
