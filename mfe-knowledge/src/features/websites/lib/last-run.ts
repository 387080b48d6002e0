import type { CrawlJob, SiteSyncRun } from '@switchboard/domain';

const when = (iso: string) => new Date(iso).toLocaleString();

/** A sync run in words: what it found, page by page. */
export function runSummary(run: SiteSyncRun): string {
  const counts = `${run.pages_checked} checked · ${run.pages_changed} changed · ${run.pages_gone} gone · ${run.pages_failed} failed`;
  if (run.status === 'running') return `Syncing: ${counts}`;
  if (run.status === 'failed') return `Failed: ${run.error ?? 'no reason given'}`;
  return `${when(run.finished_at ?? run.started_at)}: ${counts}`;
}

/** A crawl in words: it is a website's first run, and any run started from the crawl form. */
export function crawlSummary(job: CrawlJob): string {
  const counts = `${job.pages_fetched} fetched · ${job.pages_skipped} skipped · ${job.pages_failed} failed`;
  if (job.status === 'queued' || job.status === 'running') return `Crawling: ${counts}`;
  if (job.status === 'failed') return `Crawl failed: ${job.error ?? 'no reason given'}`;
  const ended = when(job.finished_at ?? job.started_at ?? job.created_at);
  return `${ended}: crawl ${job.status === 'cancelled' ? 'cancelled' : 'done'} · ${counts}`;
}

const startOf = (job: CrawlJob) => Date.parse(job.started_at ?? job.created_at);

/** A website's latest run: a sync, a crawl, or none yet. */
export type LastRun = { sync: SiteSyncRun } | { crawl: CrawlJob } | null;

/**
 * A website's last run, sync or crawl, whichever started last. The sites list knew only
 * syncs, so a site whose crawl had just finished still said "Never synced".
 */
export function lastRunOf(url: string, run: SiteSyncRun | null, crawls: CrawlJob[]): LastRun {
  const crawl = crawls
    .filter((job) => job.url === url)
    .reduce<CrawlJob | null>(
      (last, job) => (!last || startOf(job) > startOf(last) ? job : last),
      null,
    );
  if (run && (!crawl || Date.parse(run.started_at) >= startOf(crawl))) return { sync: run };
  return crawl ? { crawl } : null;
}

export function lastRunSummary(url: string, run: SiteSyncRun | null, crawls: CrawlJob[]): string {
  const last = lastRunOf(url, run, crawls);
  if (!last) return 'Never run';
  return 'sync' in last ? runSummary(last.sync) : crawlSummary(last.crawl);
}
