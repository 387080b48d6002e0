import type { Site, SiteSyncRun, SyncSchedule } from '@switchboard/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbCrawlJobs, kbSites, kbSiteSyncs, kbWebpages } from '../kb-schema';

export type SiteRow = typeof kbSites.$inferSelect;
export type SyncRow = typeof kbSiteSyncs.$inferSelect;
export type PageRow = typeof kbWebpages.$inferSelect;

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds from one scheduled run to the next; undefined when the site is not scheduled. */
export const intervalSeconds = (schedule: SyncSchedule) =>
  schedule === 'daily' ? DAY_SECONDS : schedule === 'weekly' ? 7 * DAY_SECONDS : undefined;

/** Records a crawled start URL as a website (schedule off) unless it is one already. */
export async function ensureSite(db: Db, service: string, url: string): Promise<void> {
  await db.insert(kbSites).values({ service, url }).onConflictDoNothing();
}

/**
 * A website's pages, in id order (a sync's cursor walks them): those its crawls stored,
 * and pages with no crawl of their own under its start URL (same host, path below the
 * start URL's folder).
 */
export async function sitePages(db: Db, site: SiteRow): Promise<PageRow[]> {
  const start = new URL(site.url);
  const folder = start.pathname.slice(0, start.pathname.lastIndexOf('/') + 1);
  const rows = await db
    .select({ page: kbWebpages, crawlUrl: kbCrawlJobs.url })
    .from(kbWebpages)
    .leftJoin(kbCrawlJobs, eq(kbCrawlJobs.id, kbWebpages.crawlJobId))
    .where(eq(kbWebpages.service, site.service));
  return rows
    .filter(({ page, crawlUrl }) => {
      if (crawlUrl) return crawlUrl === site.url;
      if (!URL.canParse(page.url)) return false;
      const url = new URL(page.url);
      return url.host === start.host && url.pathname.startsWith(folder);
    })
    .map(({ page }) => page)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function siteById(db: Db, service: string, id: string) {
  const [row] = await db
    .select()
    .from(kbSites)
    .where(and(eq(kbSites.service, service), eq(kbSites.id, id)));
  return row;
}

export async function lastRun(db: Db, siteId: string): Promise<SyncRow | undefined> {
  const [row] = await db
    .select()
    .from(kbSiteSyncs)
    .where(eq(kbSiteSyncs.siteId, siteId))
    .orderBy(desc(kbSiteSyncs.startedAt))
    .limit(1);
  return row;
}

export async function runningSync(db: Db, siteId: string): Promise<SyncRow | undefined> {
  const [row] = await db
    .select()
    .from(kbSiteSyncs)
    .where(and(eq(kbSiteSyncs.siteId, siteId), eq(kbSiteSyncs.status, 'running')))
    .limit(1);
  return row;
}

const COUNTER = {
  changed: 'pagesChanged',
  unchanged: 'pagesUnchanged',
  gone: 'pagesGone',
  failed: 'pagesFailed',
} as const;

/** Counts a checked page and moves the run's cursor past it, so readers see the run as it goes. */
export async function countPage(
  db: Db,
  runId: string,
  pageId: string,
  verdict: 'changed' | 'unchanged' | 'gone' | 'failed',
): Promise<void> {
  const key = COUNTER[verdict];
  await db
    .update(kbSiteSyncs)
    .set({
      pagesChecked: sql`${kbSiteSyncs.pagesChecked} + 1`,
      [key]: sql`${kbSiteSyncs[key]} + 1`,
      cursor: pageId,
    })
    .where(eq(kbSiteSyncs.id, runId));
}

export function syncRunJson(row: SyncRow): SiteSyncRun {
  return {
    id: row.id,
    site_id: row.siteId,
    status: row.status,
    trigger: row.trigger,
    pages_checked: row.pagesChecked,
    pages_changed: row.pagesChanged,
    pages_unchanged: row.pagesUnchanged,
    pages_gone: row.pagesGone,
    pages_failed: row.pagesFailed,
    error: row.error,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function siteJson(db: Db, row: SiteRow): Promise<Site> {
  const [pages, run] = await Promise.all([sitePages(db, row), lastRun(db, row.id)]);
  return {
    id: row.id,
    url: row.url,
    schedule: row.schedule,
    pages: pages.length,
    last_run: run ? syncRunJson(run) : null,
    next_run_at: row.schedule === 'off' ? null : (row.nextRunAt?.toISOString() ?? null),
    created_at: row.createdAt.toISOString(),
  };
}
