import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';

export const AUDIT_RETENTION_JOB = 'audit-retention';

/**
 * Deletes entries older than the retention. The table refuses every delete except inside a
 * transaction that sets switchboard.audit_retention, which only this function does.
 */
export async function removeExpiredEntries(db: Db, retentionDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('switchboard.audit_retention', 'on', true)`);
    const result = await tx.execute(
      sql`DELETE FROM audit_log WHERE at < now() - make_interval(days => ${retentionDays})`,
    );
    return (
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0
    );
  });
}

/** One job id per UTC day, so instances that all schedule the day's run queue it once. */
function dayJobId(day: Date): string {
  const hex = createHash('sha256')
    .update(`${AUDIT_RETENTION_JOB}:${day.toISOString().slice(0, 10)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function scheduleDay(jobs: JobQueue, startAfterSeconds: number, day: Date) {
  try {
    await jobs.send(AUDIT_RETENTION_JOB, {}, { id: dayJobId(day), startAfterSeconds });
  } catch (error) {
    // Another instance (or an earlier start today) queued this day's run already.
    if (!(error instanceof Error && /was not queued/.test(error.message))) throw error;
  }
}

/**
 * The daily retention run in pg-boss (the platform's job runner; its cron is off, so each run
 * queues the next for the following UTC midnight). A start queues today's run at once.
 */
export async function scheduleAuditRetention(jobs: JobQueue, db: Db, retentionDays: number) {
  await jobs.define(AUDIT_RETENTION_JOB, async () => {
    const removed = await removeExpiredEntries(db, retentionDays);
    const now = new Date();
    const tomorrow = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    );
    await scheduleDay(jobs, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000), tomorrow);
    return { removed };
  });
  await scheduleDay(jobs, 0, new Date());
}
