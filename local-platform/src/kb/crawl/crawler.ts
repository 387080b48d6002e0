import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { parseHtml } from '../extract/extract-html';
import { kbCrawlJobs } from '../kb-schema';
import { storePage, type PageOutcome } from '../webpages/page-store';
import { RobotsCache } from './robots';
import { safeFetch, type FetchLimits } from './safe-fetch';
import { urlFilter } from './url-patterns';

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

function linksOf(html: string): string[] {
  const { root } = parseHtml(html);
  return root.querySelectorAll('a[href]').map((anchor) => anchor.getAttribute('href') ?? '');
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

/**
 * Breadth-first from the start URL: pages up to max_depth links away, at most
 * max_pages fetched, same site only, include/exclude patterns and robots.txt
 * applied to every discovered link. One page at a time, to be polite to the
 * site. Progress is written to the job row after every page.
 */
export async function runCrawl(db: Db, job: CrawlJobRow, limits: FetchLimits): Promise<void> {
  const setJob = (values: Partial<CrawlJobRow>) =>
    db.update(kbCrawlJobs).set(values).where(eq(kbCrawlJobs.id, job.id));
  try {
    await setJob({ status: 'running', startedAt: new Date() });
    const start = new URL(job.url);
    const robots = new RobotsCache(limits);
    if (!(await robots.allows(start))) {
      await setJob({
        status: 'failed',
        error: 'robots.txt disallows the start URL',
        finishedAt: new Date(),
      });
      return;
    }
    const allowed = urlFilter(job.includePatterns, job.excludePatterns);
    const queue: { url: string; depth: number }[] = [{ url: start.href, depth: 0 }];
    const seen = new Set([start.href]);
    let scheduled = 1;
    let done = 0;
    let failed = 0;
    while (queue.length > 0 && !limits.signal?.aborted) {
      const next = queue.shift()!;
      const outcome = await fetchOutcome(next.url, next.depth, limits);
      if (limits.signal?.aborted) break;
      const row = await storePage(
        db,
        { service: job.service, collectionId: job.collectionId, crawlJobId: job.id },
        outcome,
      );
      done += 1;
      if (row.status === 'failed') failed += 1;
      seen.add(row.url);
      if (
        row.status === 'ready' &&
        outcome.page &&
        /html/i.test(outcome.page.contentType) &&
        next.depth < job.maxDepth
      ) {
        for (const href of linksOf(outcome.page.body)) {
          if (scheduled >= job.maxPages) break;
          const link = normalise(href, outcome.page.url);
          if (!link || seen.has(link.href) || !sameSite(link, start) || !allowed(link)) continue;
          seen.add(link.href);
          if (!(await robots.allows(link))) continue;
          queue.push({ url: link.href, depth: next.depth + 1 });
          scheduled += 1;
        }
      }
      await setJob({ pagesFound: done + queue.length, pagesDone: done, pagesFailed: failed });
    }
    await setJob(
      limits.signal?.aborted
        ? {
            status: 'failed',
            error: 'Stopped: the platform is shutting down',
            finishedAt: new Date(),
          }
        : { status: 'completed', finishedAt: new Date() },
    );
  } catch (error) {
    await setJob({
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
      finishedAt: new Date(),
    }).catch(() => undefined);
  }
}

export async function crawlJob(
  db: Db,
  service: string,
  id: string,
): Promise<CrawlJobRow | undefined> {
  const [row] = await db
    .select()
    .from(kbCrawlJobs)
    .where(and(eq(kbCrawlJobs.service, service), eq(kbCrawlJobs.id, id)));
  return row;
}
