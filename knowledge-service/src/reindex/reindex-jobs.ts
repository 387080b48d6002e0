import type { JobHandlerContext } from '@switchboard/server-kit/jobs/job-queue';
import type { KbContext } from '../kb-context';
import { hasPendingReindex, REINDEX_QUEUE, reindexPending } from './reindex';

/**
 * Works the re-index list for one slice (as long as a crawl slice), then hands the rest
 * to a new job, so no job outlives the queue's expiry however much knowledge is stored.
 */
export async function workReindex(ctx: KbContext, run: JobHandlerContext): Promise<unknown> {
  const slice = AbortSignal.timeout(ctx.jobs.config.crawlSliceSeconds * 1000);
  const outcome = await reindexPending(ctx.db, {
    seedFile: ctx.host.seedFile,
    signal: AbortSignal.any([run.signal, slice]),
  });
  for (const failure of outcome.failed)
    console.warn(`[knowledge] ${failure.kind} ${failure.id} kept its old chunks: ${failure.error}`);
  if (!run.signal.aborted && (await hasPendingReindex(ctx.db)))
    await ctx.jobs.send(REINDEX_QUEUE, {});
  return outcome;
}

/** At start: queue the re-index when a migration listed knowledge to chunk again. */
export async function startReindex(ctx: KbContext): Promise<void> {
  await ctx.jobs.define<object>(REINDEX_QUEUE, (_data, run) => workReindex(ctx, run));
  if (await hasPendingReindex(ctx.db)) await ctx.jobs.send(REINDEX_QUEUE, {});
}
