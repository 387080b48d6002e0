import { eq } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { fetchLimits } from '../crawl/fetch-limits';
import { fetchOutcome } from '../crawl/crawler';
import type { KbContext } from '../kb-context';
import { kbWebpages } from '../kb-schema';
import { enterState, markFailed } from '../pipeline/pipeline-states';
import { storePage } from '../crawl/page-store';

export const RECRAWL_QUEUE = 'kb-recrawl';

export interface RecrawlJobData {
  webpageId: string;
}

/**
 * Queues a stored page to be fetched again (a recrawl, or a retry of a failed page); the
 * state, the job and whatever `inTransaction` writes (the audit entry) commit together, so a
 * kill between them strands nothing.
 */
export async function queueRecrawl(
  ctx: KbContext,
  webpageId: string,
  inTransaction: (tx: Db) => Promise<unknown> = async () => undefined,
): Promise<string> {
  const jobId = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await enterState(tx, 'webpage', webpageId, 'queued');
    const queued = await ctx.jobs.send(RECRAWL_QUEUE, { webpageId } satisfies RecrawlJobData, {
      transaction: tx,
    });
    await inTransaction(tx);
    return queued;
  });
  ctx.jobs.wake(RECRAWL_QUEUE);
  return jobId;
}

/** Fetches one stored page again and swaps its text and chunks (the row is updated in place). */
export async function workRecrawl(ctx: KbContext, data: RecrawlJobData): Promise<unknown> {
  const [existing] = await ctx.db
    .select()
    .from(kbWebpages)
    .where(eq(kbWebpages.id, data.webpageId));
  if (!existing) return { recrawl: 'over' };
  const outcome = await fetchOutcome(existing.url, existing.depth, fetchLimits(ctx));
  // A recrawl that lands elsewhere (a redirect) still updates this row.
  if (outcome.page) outcome.page.url = existing.url;
  const row = await storePage(
    ctx.db,
    {
      service: existing.service,
      collectionId: existing.collectionId,
      crawlJobId: existing.crawlJobId,
    },
    outcome,
    existing.id,
  );
  return { recrawl: row.status };
}

/** A recrawl ran out of retries (its worker died, or every attempt threw): the page says why. */
export async function recrawlExhausted(
  ctx: KbContext,
  data: RecrawlJobData,
  reason: string,
): Promise<unknown> {
  const ended = await markFailed(
    ctx.db,
    'webpage',
    data.webpageId,
    `Fetching stopped after its last attempt: ${reason}`,
  );
  return { recrawl: ended ? 'failed' : 'over' };
}
