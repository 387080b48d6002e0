import { RUNNING_STATUSES } from '@switchboard/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbDocuments, kbWebpages } from '../kb-schema';

/** The two kinds of source that go through the pipeline. */
export type PipelineKind = 'document' | 'webpage';
export type RunningState = (typeof RUNNING_STATUSES)[number];

const tableOf = (kind: PipelineKind) => (kind === 'document' ? kbDocuments : kbWebpages);

const STARTED_AT = {
  queued: 'queuedAt',
  extracting: 'extractingAt',
  indexing: 'indexingAt',
} as const;

/**
 * Moves a source into a running state and stamps when it began. Queuing starts the
 * clock again (a retry's times are its own) and clears the last failure.
 */
export async function enterState(
  db: Db,
  kind: PipelineKind,
  id: string,
  state: RunningState,
): Promise<void> {
  const table = tableOf(kind);
  const restart = state === 'queued' ? { extractingAt: null, indexingAt: null, error: null } : {};
  await db
    .update(table)
    .set({ status: state, [STARTED_AT[state]]: sql`now()`, ...restart, updatedAt: sql`now()` })
    .where(eq(table.id, id));
}

/**
 * Ends a source that is still in a running state as failed, with the reason in words.
 * For whatever finds a source no worker will finish (a dead worker, an exhausted job, a
 * sweeper): a source that already ended is left as it is. Returns whether it was failed.
 */
export async function markFailed(
  db: Db,
  kind: PipelineKind,
  id: string,
  reason: string,
): Promise<boolean> {
  const table = tableOf(kind);
  const ended = await db
    .update(table)
    .set({
      status: 'failed',
      error: reason,
      ...(kind === 'document' ? { processedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(table.id, id), inArray(table.status, [...RUNNING_STATUSES])))
    .returning({ id: table.id });
  return ended.length > 0;
}
