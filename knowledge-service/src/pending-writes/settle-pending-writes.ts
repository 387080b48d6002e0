import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbPendingWrites } from '../kb-schema';
import type { ConsoleWrite, ServiceDirectory } from '../service-directory';

export interface SettleResult {
  kept: number;
  undone: number;
}

type PendingWrite = typeof kbPendingWrites.$inferSelect;

/**
 * Undoes a write the console never recorded: the staff answer goes, with the key the
 * service kept for it (so a later retry of the operation makes a new one rather than
 * replaying the one gone); the collection goes only while it is still empty (the console
 * has said no business names it).
 */
async function undo(tx: Db, write: PendingWrite): Promise<void> {
  if (write.kind === 'staff_answer') {
    await tx.execute(
      sql`DELETE FROM kb_staff_answers WHERE service = ${write.service} AND id::text = ${write.objectId}`,
    );
    await tx.execute(
      sql`DELETE FROM idempotency_keys WHERE key = ${write.key} AND route LIKE 'POST %/staff-answers'`,
    );
    return;
  }
  await tx.execute(
    sql`DELETE FROM kb_collections c
        WHERE c.service = ${write.service} AND c.id = ${write.objectId}
          AND NOT EXISTS (SELECT 1 FROM kb_documents d WHERE d.service = c.service AND d.collection_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM kb_webpages w WHERE w.service = c.service AND w.collection_id = c.id)`,
  );
}

/**
 * Settles each write made for a console operation longer ago than `graceMs` (longer than
 * the gateway's platform timeout, so the operation has ended): asks the console through the
 * host's directory whether it recorded the operation; kept if it did, undone if not, and
 * settled either way. Each in its own transaction, the row locked and checked again, so two
 * instances settle nothing twice. A host without a console cannot say: nothing is settled.
 */
export async function settlePendingWrites(
  db: Db,
  directory: Pick<ServiceDirectory, 'consoleRecorded'>,
  graceMs: number,
): Promise<SettleResult> {
  const result: SettleResult = { kept: 0, undone: 0 };
  const consoleRecorded = directory.consoleRecorded?.bind(directory);
  if (!consoleRecorded) return result;
  const due = await db
    .select()
    .from(kbPendingWrites)
    .where(
      and(
        isNull(kbPendingWrites.settledAt),
        lt(kbPendingWrites.createdAt, sql`now() - make_interval(secs => ${graceMs / 1000})`),
      ),
    )
    .orderBy(kbPendingWrites.createdAt)
    .limit(200);
  for (const write of due) {
    const asked: ConsoleWrite = {
      service: write.service,
      kind: write.kind,
      objectId: write.objectId,
      key: write.key,
    };
    const recorded = await consoleRecorded(asked);
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [still] = await tx
        .select({ id: kbPendingWrites.id })
        .from(kbPendingWrites)
        .where(and(eq(kbPendingWrites.id, write.id), isNull(kbPendingWrites.settledAt)))
        .for('update');
      if (!still) return;
      if (!recorded) await undo(tx, write);
      await tx
        .update(kbPendingWrites)
        .set({ settledAt: sql`now()` })
        .where(eq(kbPendingWrites.id, write.id));
      result[recorded ? 'kept' : 'undone'] += 1;
    });
  }
  // A settled write is history, kept a day for whoever looks into one, then dropped.
  await db
    .delete(kbPendingWrites)
    .where(lt(kbPendingWrites.settledAt, sql`now() - make_interval(days => 1)`));
  return result;
}
