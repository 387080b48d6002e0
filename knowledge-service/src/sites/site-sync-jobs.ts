import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { JobHandlerContext } from '@switchboard/server-kit/jobs/job-queue';
import { fetchLimits } from '../crawl/fetch-limits';
import { fetchOutcome } from '../crawl/crawler';
import { replaceChunks, webpageOwner } from '../indexing/chunk-store';
import type { KbContext } from '../kb-context';
import { kbSites, kbSiteSyncs, kbWebpages } from '../kb-schema';
import { readOutcome, savePage, textHash } from '../crawl/page-store';
import {
  countPage,
  intervalSeconds,
  runningSync,
  sitePages,
  type PageRow,
  type SiteRow,
} from '../crawl/site-queries';

export const SITE_SYNC_QUEUE = 'kb-site-sync';

export interface SiteSyncJobData {
  siteId: string;
  /** A run staff asked for (Sync now) already has its row; a scheduled job makes its own. */
  runId?: string;
  /** The run came from the schedule: when it ends, the next one is queued. */
  scheduled?: boolean;
}

/** Pages a site no longer serves: kept (staff remove them), never cited again. */
const GONE_STATUSES = new Set([404, 410]);

/**
 * Queues the site's next scheduled run, recording its job as the one that carries the
 * schedule: a job queued before the schedule changed finds another id there and stops.
 * Site row and job commit together (in the caller's transaction when it has one), so a
 * process killed in between cannot leave a schedule with no job to carry it.
 */
export async function scheduleNextRun(
  ctx: KbContext,
  site: SiteRow,
  transaction?: Db,
): Promise<void> {
  const seconds = intervalSeconds(site.schedule);
  const write = async (tx: Db) => {
    if (!seconds) {
      await tx
        .update(kbSites)
        .set({ nextRunAt: null, queueJobId: null })
        .where(eq(kbSites.id, site.id));
      return;
    }
    const id = randomUUID();
    await tx
      .update(kbSites)
      .set({ nextRunAt: sql`now() + make_interval(secs => ${seconds})`, queueJobId: id })
      .where(eq(kbSites.id, site.id));
    await ctx.jobs.send(SITE_SYNC_QUEUE, { siteId: site.id } satisfies SiteSyncJobData, {
      startAfterSeconds: seconds,
      id,
      transaction: tx,
    });
  };
  if (transaction) await write(transaction);
  else await ctx.db.transaction((tx) => write(tx as unknown as Db));
}

/**
 * Ends a run: its row, and for a scheduled run the next one, in one transaction, so nobody
 * sees a finished scheduled run whose next run is not queued yet, and a kill cannot lose it.
 */
async function endRun(
  ctx: KbContext,
  site: SiteRow,
  scheduled: boolean,
  end: (tx: Db) => Promise<unknown>,
): Promise<void> {
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await end(tx);
    if (!scheduled) return;
    // The schedule as it stands now: staff may have changed it (or switched it off) while
    // the run worked.
    const [current] = await tx.select().from(kbSites).where(eq(kbSites.id, site.id));
    if (current) await scheduleNextRun(ctx, current, tx);
  });
}

/**
 * Starts a run staff asked for; undefined when one is already running. The run, its job and
 * whatever `inTransaction` writes (the audit entry) commit together.
 */
export async function startManualSync(
  ctx: KbContext,
  site: SiteRow,
  inTransaction: (tx: Db) => Promise<unknown> = async () => undefined,
) {
  if (await runningSync(ctx.db, site.id)) return undefined;
  const run = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(kbSiteSyncs)
      .values({ service: site.service, siteId: site.id, trigger: 'manual' })
      .returning();
    await ctx.jobs.send(
      SITE_SYNC_QUEUE,
      { siteId: site.id, runId: row!.id } satisfies SiteSyncJobData,
      { transaction: tx },
    );
    await inTransaction(tx);
    return row!;
  });
  ctx.jobs.wake(SITE_SYNC_QUEUE);
  return run;
}

type Verdict = 'changed' | 'unchanged' | 'gone' | 'failed';

/** Fetches one stored page again and keeps, re-indexes or retires it. */
async function syncPage(ctx: KbContext, page: PageRow): Promise<Verdict> {
  const outcome = await fetchOutcome(page.url, page.depth, fetchLimits(ctx));
  const status = outcome.page?.status ?? outcome.failure?.status ?? null;
  if (status !== null && GONE_STATUSES.has(status)) {
    await ctx.db.transaction(async (tx) => {
      await replaceChunks(tx, webpageOwner(page), []);
      await tx
        .update(kbWebpages)
        .set({
          status: 'gone',
          httpStatus: status,
          error: `The site answers HTTP ${status}: the page is gone`,
          chunkCount: 0,
          crawledAt: new Date(),
          updatedAt: sql`now()`,
        })
        .where(eq(kbWebpages.id, page.id));
    });
    return 'gone';
  }
  if (outcome.page) outcome.page.url = page.url;
  const extractingAt = new Date();
  const read = await readOutcome(outcome);
  if ('text' in read && page.status === 'ready' && page.contentHash === textHash(read.text)) {
    await ctx.db
      .update(kbWebpages)
      .set({ crawledAt: new Date() })
      .where(eq(kbWebpages.id, page.id));
    return 'unchanged';
  }
  const target = {
    service: page.service,
    collectionId: page.collectionId,
    crawlJobId: page.crawlJobId,
  };
  const saved = await savePage(ctx.db, target, outcome, read, extractingAt);
  return saved.status === 'ready' ? 'changed' : 'failed';
}

/**
 * One re-sync of a website: every stored page fetched again, unchanged ones (same content
 * hash) left as they are, changed ones re-indexed, 404/410 ones marked gone; the run's
 * counters and cursor are written after every page. A run works for one slice of time,
 * then queues its own continuation (as a crawl does), so no job outlives the queue's
 * expiry; a retry resumes after the last page counted. A scheduled run then queues the
 * next one.
 */
export async function workSiteSync(
  ctx: KbContext,
  data: SiteSyncJobData,
  run: JobHandlerContext,
): Promise<unknown> {
  const { db } = ctx;
  const [site] = await db.select().from(kbSites).where(eq(kbSites.id, data.siteId));
  if (!site) return { sync: 'over' };
  // A scheduled job the schedule no longer names (changed, or switched off) does nothing.
  if (!data.runId && site.queueJobId !== run.jobId) return { sync: 'superseded' };
  const scheduled = data.scheduled ?? !data.runId;
  const runId = data.runId ?? (await startScheduledRun(ctx, site));
  const [current] = await db.select().from(kbSiteSyncs).where(eq(kbSiteSyncs.id, runId));
  if (!current || current.status !== 'running') return { sync: 'over' };
  const sliceEnds = Date.now() + ctx.jobs.config.crawlSliceSeconds * 1000;
  try {
    const cursor = current.cursor;
    const pages = (await sitePages(db, site)).filter((page) => !cursor || page.id > cursor);
    for (const page of pages) {
      if (run.signal.aborted || Date.now() >= sliceEnds) {
        await ctx.jobs.send(SITE_SYNC_QUEUE, {
          siteId: site.id,
          runId,
          scheduled,
        } satisfies SiteSyncJobData);
        return { sync: 'continued' };
      }
      const verdict = page.status === 'gone' ? undefined : await syncPage(ctx, page);
      if (verdict) await countPage(db, runId, page.id, verdict);
    }
  } catch (error) {
    if (!run.lastAttempt) throw error;
    await endRun(ctx, site, scheduled, (tx) =>
      failRun(tx, runId, error instanceof Error ? error.message : String(error)),
    );
    throw error;
  }
  await endRun(ctx, site, scheduled, (tx) =>
    tx
      .update(kbSiteSyncs)
      .set({ status: 'completed', finishedAt: new Date() })
      .where(eq(kbSiteSyncs.id, runId)),
  );
  return { sync: 'completed' };
}

/** The scheduled run's row: the one still running (an attempt that died left it), or a new one. */
async function startScheduledRun(ctx: KbContext, site: SiteRow): Promise<string> {
  const running = await runningSync(ctx.db, site.id);
  if (running) return running.id;
  const [row] = await ctx.db
    .insert(kbSiteSyncs)
    .values({ service: site.service, siteId: site.id, trigger: 'schedule' })
    .returning();
  return row!.id;
}

async function failRun(db: Db, runId: string, reason: string): Promise<boolean> {
  const ended = await db
    .update(kbSiteSyncs)
    .set({ status: 'failed', error: reason, finishedAt: new Date() })
    .where(and(eq(kbSiteSyncs.id, runId), eq(kbSiteSyncs.status, 'running')))
    .returning({ id: kbSiteSyncs.id });
  return ended.length > 0;
}

/**
 * A sync job ran out of retries (most likely its worker died): its run ends failed with
 * the reason, and a scheduled site keeps its schedule.
 */
export async function siteSyncExhausted(
  ctx: KbContext,
  data: SiteSyncJobData,
  reason: string,
): Promise<unknown> {
  const [site] = await ctx.db.select().from(kbSites).where(eq(kbSites.id, data.siteId));
  if (!site) return { sync: 'over' };
  const open = data.runId ? { id: data.runId } : await runningSync(ctx.db, site.id);
  let failed = false;
  await endRun(ctx, site, data.scheduled ?? !data.runId, async (tx) => {
    if (open)
      failed = await failRun(tx, open.id, `The sync stopped after its last attempt: ${reason}`);
  });
  return { sync: failed ? 'failed' : 'over' };
}
