import { eq } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { textPipeline } from '../indexing/pipeline-thread';
import { ExtractionError } from '../extract/extraction-error';
import { kbCrawlJobs } from '../kb-schema';
import { serviceRow } from '../service-rows';
import { storePage, type PageOutcome } from './page-store';
import { robotsRules } from './robots';
import { safeFetch, type FetchLimits } from './safe-fetch';
import { patternRefusal } from './url-patterns';
import { BlockedAddressError } from './address-policy';
import { recordSkips, type SkippedLink } from './crawl-skips';

export type CrawlJobRow = typeof kbCrawlJobs.$inferSelect;

/** Same site means same host name: http and https of one host are one site. */
const sameSite = (a: URL, b: URL) => a.hostname === b.hostname;

function normalise(href: string, base: string): URL | undefined {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

/** Queue the link, ignore it (another site, with same site only), or skip it for the reason given. */
type LinkVerdict = 'queue' | 'ignore' | { refused: string };

/** Why the address policy refuses an origin, in the words the crawl request's 400 uses. */
function addressRefusal(error: unknown, link: URL): string {
  if (error instanceof BlockedAddressError) return error.message;
  return `Cannot resolve ${link.hostname}: ${(error as { code?: string }).code ?? 'lookup failed'}`;
}

/**
 * Where a discovered link stands before it is queued. With same site only, links to
 * other hosts are ignored, as they are no part of the site. A link to another origin
 * meets the address policy first, so one pointing at a private or unlisted address is
 * skipped rather than fetched; the policy is enforced again when connecting, whatever
 * the switches say.
 */
function linkGate(job: CrawlJobRow, start: URL, limits: FetchLimits) {
  const refusals = new Map<string, Promise<string | undefined>>();
  return async (link: URL): Promise<LinkVerdict> => {
    if (link.origin === start.origin) return 'queue';
    if (job.sameSite && !sameSite(link, start)) return 'ignore';
    let refusal = refusals.get(link.origin);
    if (!refusal) {
      refusal = limits.policy
        .forUrl(link)
        .check()
        .then(
          () => undefined,
          (error: unknown) => addressRefusal(error, link),
        );
      refusals.set(link.origin, refusal);
    }
    const refused = await refusal;
    return refused === undefined ? 'queue' : { refused };
  };
}

/** The page's links, parsed in the text pipeline; a page too slow to parse has none. */
async function linksOf(html: string): Promise<string[]> {
  try {
    return await textPipeline.run({ kind: 'links', html });
  } catch (error) {
    if (error instanceof ExtractionError) return [];
    throw error;
  }
}

export async function fetchOutcome(
  url: string,
  depth: number,
  limits: FetchLimits,
): Promise<PageOutcome> {
  try {
    return { url, depth, page: await safeFetch(url, limits) };
  } catch (error) {
    const status = (error as { status?: number | null }).status ?? null;
    return {
      url,
      depth,
      failure: { error: error instanceof Error ? error.message : String(error), status },
    };
  }
}

// A site asking for more than this between requests would stall a crawl for hours.
const MAX_CRAWL_DELAY_MS = 30_000;

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** What the crawl needs from whoever runs it (the job worker). */
export interface CrawlRun {
  /**
   * Writes progress to the job row and renews the worker's hold on it; false when the
   * worker no longer holds the job (staff cancelled it, or another instance took over).
   */
  update(values: Partial<CrawlJobRow>): Promise<boolean>;
  /** True when the worker should save its place and hand the rest on (its time slice is over, or the instance is stopping). */
  shouldPause(): boolean;
  /** Aborted when the worker must stop waiting (Crawl-delay) at once. */
  wake: AbortSignal;
}

/** finished: completed or failed for good; paused: saved, to be continued; lost: no longer ours. */
export type CrawlStep = 'finished' | 'paused' | 'lost';

/**
 * Breadth-first from the start URL: pages up to max_depth links away, at most
 * max_pages fetched, the start URL's host only unless the job says otherwise,
 * include/exclude patterns, the address policy and (unless switched off) robots.txt
 * applied to every discovered link (a link refused by any counts as skipped).
 * One page at a time, waiting the site's Crawl-delay between requests. Progress
 * (queued, fetched, skipped, failed, the page being fetched) and the frontier are
 * written to the job row around every page, so the console can show it and any
 * worker can resume it where it stands (pages are upserted by URL, so a page fetched
 * again after a takeover is stored once).
 */
export async function runCrawl(
  db: Db,
  job: CrawlJobRow,
  limits: FetchLimits,
  run: CrawlRun,
): Promise<CrawlStep> {
  const start = new URL(job.url);
  const robots = robotsRules(job.respectRobots, limits);
  const admit = linkGate(job, start, limits);
  let frontier = job.frontier;
  if (!frontier) {
    const refusal = await robots.refusal(start);
    if (refusal) {
      await recordSkips(db, job, [
        { url: start.href, reason: 'robots', detail: refusal, foundOn: null },
      ]);
      await run.update({
        status: 'failed',
        error: refusal,
        pagesQueued: 0,
        pagesSkipped: 1,
        finishedAt: new Date(),
        leaseUntil: null,
      });
      return 'finished';
    }
    frontier = { queue: [{ url: start.href, depth: 0 }], seen: [start.href], scheduled: 1 };
    if (!(await run.update({ pagesQueued: 1, frontier }))) return 'lost';
  }
  const patterns = patternRefusal(job.includePatterns, job.excludePatterns);
  /** Why a discovered link is not followed, or undefined when it is queued. */
  const skipOf = async (
    link: URL,
    foundOn: string,
  ): Promise<SkippedLink | 'ignore' | undefined> => {
    const verdict = await admit(link);
    if (verdict === 'ignore') return 'ignore';
    if (verdict !== 'queue')
      return { url: link.href, reason: 'address', detail: verdict.refused, foundOn };
    const excluded = patterns(link);
    if (excluded) return { url: link.href, ...excluded, foundOn };
    const robotsSays = await robots.refusal(link, 'this page');
    return robotsSays
      ? { url: link.href, reason: 'robots', detail: robotsSays, foundOn }
      : undefined;
  };
  const queue = [...frontier.queue];
  const seen = new Set(frontier.seen);
  let scheduled = frontier.scheduled;
  let done = job.pagesDone;
  let failed = job.pagesFailed;
  let skipped = job.pagesSkipped;
  let lastFetch = 0;
  while (queue.length > 0) {
    if (run.shouldPause()) return 'paused';
    const next = queue[0]!;
    const delayMs = Math.min(
      (await robots.crawlDelay(new URL(next.url))) * 1000,
      MAX_CRAWL_DELAY_MS,
    );
    await pause(
      lastFetch + delayMs - Date.now(),
      AbortSignal.any([run.wake, ...(limits.signal ? [limits.signal] : [])]),
    );
    if (limits.signal?.aborted) return 'lost';
    if (run.shouldPause()) return 'paused';
    if (!(await run.update({ currentUrl: next.url, pagesQueued: queue.length }))) return 'lost';
    const outcome = await fetchOutcome(next.url, next.depth, limits);
    // Counted from the answer, not the request: a request slowed on its way (a busy
    // worker, a slow connect) must not arrive less than Crawl-delay after the last one.
    lastFetch = Date.now();
    if (limits.signal?.aborted) return 'lost';
    const row = await storePage(
      db,
      { service: job.service, collectionId: job.collectionId, crawlJobId: job.id },
      outcome,
    );
    queue.shift();
    done += 1;
    if (row.status === 'failed') failed += 1;
    seen.add(row.url);
    const skips: SkippedLink[] = [];
    if (
      row.status === 'ready' &&
      outcome.page &&
      /html/i.test(outcome.page.contentType) &&
      next.depth < job.maxDepth
    ) {
      for (const href of await linksOf(outcome.page.body)) {
        if (scheduled >= job.maxPages) break;
        const link = normalise(href, outcome.page.url);
        if (!link || seen.has(link.href)) continue;
        const skip = await skipOf(link, row.url);
        if (skip === 'ignore') continue;
        seen.add(link.href);
        if (skip) {
          skips.push(skip);
          continue;
        }
        queue.push({ url: link.href, depth: next.depth + 1 });
        scheduled += 1;
      }
    }
    await recordSkips(db, job, skips);
    skipped += skips.length;
    const progress = await run.update({
      pagesFound: done + queue.length,
      pagesDone: done,
      pagesFailed: failed,
      pagesSkipped: skipped,
      pagesQueued: queue.length,
      frontier: { queue, seen: [...seen], scheduled },
    });
    if (!progress) return 'lost';
  }
  await run.update({
    status: 'completed',
    currentUrl: null,
    frontier: null,
    leaseUntil: null,
    finishedAt: new Date(),
  });
  return 'finished';
}

export async function crawlJobById(db: Db, id: string): Promise<CrawlJobRow | undefined> {
  const [row] = await db.select().from(kbCrawlJobs).where(eq(kbCrawlJobs.id, id));
  return row;
}

export async function crawlJob(db: Db, service: string, id: string) {
  const [row] = await db
    .select()
    .from(kbCrawlJobs)
    .where(serviceRow(kbCrawlJobs, service, id));
  return row;
}
