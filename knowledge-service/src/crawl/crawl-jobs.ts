import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { JobHandlerContext } from '@switchboard/server-kit/jobs/job-queue';
import type { KbContext } from '../kb-context';
import { kbCrawlJobs } from '../kb-schema';
import { fetchLimits } from './fetch-limits';
import { runCrawl, type CrawlJobRow } from './crawler';

export const CRAWL_QUEUE = 'kb-crawl';

export interface CrawlJobData {
  crawlJobId: string;
}

const leaseFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

const ACTIVE = ['queued', 'running'] as const;

/**
 * Queues the next job of a crawl, recording it as the one that carries the crawl first:
 * an exhausted job that is no longer the carrier must not fail a crawl that went on.
 */
export async function queueCrawl(
  ctx: KbContext,
  crawlJobId: string,
  startAfterSeconds = 0,
): Promise<void> {
  await ctx.db.transaction((tx) =>
    queueCrawlIn(ctx, tx as unknown as Db, crawlJobId, startAfterSeconds),
  );
  if (!startAfterSeconds) ctx.jobs.wake(CRAWL_QUEUE);
}

/**
 * queueCrawl inside the caller's transaction (the one that creates the crawl), so no crawl
 * is ever left queued without its job; the caller wakes the workers after its commit.
 */
export async function queueCrawlIn(
  ctx: KbContext,
  tx: Db,
  crawlJobId: string,
  startAfterSeconds = 0,
): Promise<void> {
  const id = randomUUID();
  await tx
    .update(kbCrawlJobs)
    .set({ queueJobId: id })
    .where(and(eq(kbCrawlJobs.id, crawlJobId), inArray(kbCrawlJobs.status, [...ACTIVE])));
  await ctx.jobs.send(CRAWL_QUEUE, { crawlJobId } satisfies CrawlJobData, {
    startAfterSeconds,
    id,
    transaction: tx,
  });
}

type Claim = { kind: 'claimed'; job: CrawlJobRow } | { kind: 'busy' } | { kind: 'gone' };

/**
 * Takes the crawl for this worker unless it is over, another live worker holds it, or
 * the bot already runs its limit of crawls. One transaction under a per-bot advisory
 * lock, so two instances claiming at once cannot both get the last slot.
 */
async function claim(ctx: KbContext, id: string, workerId: string): Promise<Claim> {
  const { jobs } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(kbCrawlJobs).where(eq(kbCrawlJobs.id, id));
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return { kind: 'gone' };
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`kb-crawl:${job.service}`}))`);
    const live = gt(kbCrawlJobs.leaseUntil, sql`now()`);
    const holders = await tx
      .select({ id: kbCrawlJobs.id, workerId: kbCrawlJobs.workerId })
      .from(kbCrawlJobs)
      .where(
        and(
          eq(kbCrawlJobs.service, job.service),
          inArray(kbCrawlJobs.status, ['queued', 'running']),
          live,
        ),
      );
    const heldByOther = holders.some((row) => row.id === id && row.workerId !== workerId);
    const otherCrawls = holders.filter((row) => row.id !== id).length;
    if (heldByOther || otherCrawls >= jobs.config.crawlsPerBot) return { kind: 'busy' };
    const [claimed] = await tx
      .update(kbCrawlJobs)
      .set({
        status: 'running',
        workerId,
        leaseUntil: leaseFromNow(jobs.config.leaseSeconds),
        startedAt: job.startedAt ?? new Date(),
      })
      .where(and(eq(kbCrawlJobs.id, id), inArray(kbCrawlJobs.status, ['queued', 'running'])))
      .returning();
    return claimed ? { kind: 'claimed', job: claimed } : { kind: 'gone' };
  });
}

/**
 * Works one slice of a crawl: claim it, crawl until the slice's time is up (or the
 * instance stops), save the frontier and queue the continuation. A bot at its crawl
 * limit gets the job back a few seconds later. An error is retried by the queue with
 * backoff; the last attempt's error is written to the crawl.
 */
export async function workCrawl(
  ctx: KbContext,
  data: CrawlJobData,
  run: JobHandlerContext,
): Promise<unknown> {
  const { jobs, db } = ctx;
  const workerId = jobs.instanceId;
  const claimed = await claim(ctx, data.crawlJobId, workerId);
  if (claimed.kind === 'gone') return { crawl: 'over' };
  if (claimed.kind === 'busy') {
    await queueCrawl(ctx, data.crawlJobId, jobs.config.retryDelaySeconds);
    return { crawl: 'busy' };
  }
  const owned = and(
    eq(kbCrawlJobs.id, data.crawlJobId),
    eq(kbCrawlJobs.workerId, workerId),
    eq(kbCrawlJobs.status, 'running'),
  );
  const update = async (values: Partial<CrawlJobRow>) => {
    const rows = await db
      .update(kbCrawlJobs)
      .set({
        ...values,
        ...(values.leaseUntil === null
          ? {}
          : { leaseUntil: leaseFromNow(jobs.config.leaseSeconds) }),
      })
      .where(owned)
      .returning({ id: kbCrawlJobs.id });
    return rows.length > 0;
  };
  const cancel = new AbortController();
  ctx.crawls.set(data.crawlJobId, cancel);
  // Renews the hold while a slow page or a Crawl-delay keeps the crawl from writing.
  const heartbeat = setInterval(
    () =>
      void update({}).then(
        (held) => held || cancel.abort(),
        () => undefined,
      ),
    (jobs.config.leaseSeconds * 1000) / 3,
  );
  const sliceEnds = Date.now() + jobs.config.crawlSliceSeconds * 1000;
  try {
    const step = await runCrawl(
      db,
      claimed.job,
      { ...fetchLimits(ctx), signal: cancel.signal },
      {
        update,
        shouldPause: () => run.signal.aborted || Date.now() >= sliceEnds,
        wake: run.signal,
      },
    );
    if (step === 'paused') {
      await update({ currentUrl: null, leaseUntil: null });
      await queueCrawl(ctx, data.crawlJobId);
    }
    return { crawl: step };
  } catch (error) {
    if (run.lastAttempt) {
      await update({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        currentUrl: null,
        leaseUntil: null,
        finishedAt: new Date(),
      }).catch(() => undefined);
    } else {
      // Let the retry claim it at once rather than wait for the hold to lapse.
      await update({ leaseUntil: null }).catch(() => undefined);
    }
    throw error;
  } finally {
    clearInterval(heartbeat);
    ctx.crawls.delete(data.crawlJobId);
  }
}

/**
 * A crawl job ran out of retries (its last attempt threw, or its worker died and the
 * queue expired it). Unless a later job carries the crawl on, the crawl ends as failed
 * with the reason; the conditional update keeps a crawl already ended (by that last
 * attempt itself, by staff, or by another instance) as it is.
 */
export async function crawlExhausted(
  ctx: KbContext,
  data: CrawlJobData,
  reason: string,
): Promise<unknown> {
  const [crawl] = await ctx.db
    .select({ status: kbCrawlJobs.status, queueJobId: kbCrawlJobs.queueJobId })
    .from(kbCrawlJobs)
    .where(eq(kbCrawlJobs.id, data.crawlJobId));
  if (!crawl || !(ACTIVE as readonly string[]).includes(crawl.status)) return { crawl: 'over' };
  if (crawl.queueJobId && (await ctx.jobs.isLive(CRAWL_QUEUE, crawl.queueJobId)))
    return { crawl: 'carried on' };
  const ended = await ctx.db
    .update(kbCrawlJobs)
    .set({
      status: 'failed',
      error: `The crawl stopped after its last attempt: ${reason}`,
      currentUrl: null,
      leaseUntil: null,
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(kbCrawlJobs.id, data.crawlJobId),
        inArray(kbCrawlJobs.status, [...ACTIVE]),
        crawl.queueJobId
          ? eq(kbCrawlJobs.queueJobId, crawl.queueJobId)
          : isNull(kbCrawlJobs.queueJobId),
      ),
    )
    .returning({ id: kbCrawlJobs.id });
  return { crawl: ended.length ? 'failed' : 'over' };
}

/** Ends staff's crawl at once wherever it runs: the worker sees it at its next write. */
export async function cancelCrawl(ctx: KbContext, id: string): Promise<CrawlJobRow | undefined> {
  ctx.crawls.get(id)?.abort();
  const [row] = await ctx.db
    .update(kbCrawlJobs)
    .set({ status: 'cancelled', currentUrl: null, leaseUntil: null, finishedAt: new Date() })
    .where(and(eq(kbCrawlJobs.id, id), inArray(kbCrawlJobs.status, ['queued', 'running'])))
    .returning();
  return row;
}
