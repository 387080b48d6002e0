import type { CrawlJob, SiteSyncRun } from '@switchboard/domain';
import { crawlSummary, lastRunSummary, runSummary } from './last-run';

const SITE = 'http://127.0.0.1:9999/';

const run: SiteSyncRun = {
  id: 'r1',
  site_id: 's1',
  status: 'completed',
  trigger: 'manual',
  pages_checked: 3,
  pages_changed: 1,
  pages_unchanged: 1,
  pages_gone: 1,
  pages_failed: 0,
  error: null,
  started_at: '2026-03-01T10:00:00.000Z',
  finished_at: '2026-03-01T10:00:05.000Z',
};

const crawl = (changes: Partial<CrawlJob>): CrawlJob => ({
  id: 'c1',
  job_id: 'c1',
  url: SITE,
  status: 'completed',
  max_depth: 2,
  max_pages: 50,
  include_patterns: [],
  exclude_patterns: [],
  collection_id: null,
  same_site: true,
  respect_robots: true,
  pages_found: 4,
  pages_done: 3,
  pages_queued: 0,
  pages_fetched: 3,
  pages_skipped: 1,
  pages_failed: 0,
  current_url: null,
  error: null,
  started_at: '2026-03-02T09:00:00.000Z',
  finished_at: '2026-03-02T09:00:09.000Z',
  created_at: '2026-03-02T09:00:00.000Z',
  ...changes,
});

it('says what a sync found, or why it stopped', () => {
  expect(runSummary({ ...run, status: 'running' })).toBe(
    'Syncing: 3 checked · 1 changed · 1 gone · 0 failed',
  );
  expect(runSummary(run)).toMatch(/: 3 checked · 1 changed · 1 gone · 0 failed$/);
  expect(runSummary({ ...run, status: 'failed', error: 'The sync stopped' })).toBe(
    'Failed: The sync stopped',
  );
});

it('counts a finished crawl as the website’s last run, not "never"', () => {
  expect(lastRunSummary(SITE, null, [crawl({})])).toMatch(
    /: crawl done · 3 fetched · 1 skipped · 0 failed$/,
  );
  expect(lastRunSummary(SITE, null, [crawl({ url: 'http://other.example/' })])).toBe('Never run');
});

it('shows whichever ran last, the sync or the crawl', () => {
  expect(lastRunSummary(SITE, run, [crawl({})])).toMatch(/crawl done/);
  expect(
    lastRunSummary(SITE, { ...run, started_at: '2026-03-03T00:00:00.000Z' }, [crawl({})]),
  ).toMatch(/3 checked/);
  const older = crawl({
    id: 'c0',
    started_at: '2026-02-01T00:00:00.000Z',
    status: 'failed',
    error: 'x',
  });
  expect(lastRunSummary(SITE, null, [older, crawl({ status: 'running' })])).toBe(
    'Crawling: 3 fetched · 1 skipped · 0 failed',
  );
  expect(crawlSummary(older)).toBe('Crawl failed: x');
});
