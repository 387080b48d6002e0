import type { CrawlSkip, CrawlSkipReason } from '@switchboard/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbCrawlSkips } from '../kb-schema';

export interface SkippedLink {
  url: string;
  reason: CrawlSkipReason;
  detail: string;
  /** The page the link was found on; null for the start URL. */
  foundOn: string | null;
}

type CrawlSkipRow = typeof kbCrawlSkips.$inferSelect;

/**
 * Records the links a crawl skipped on one page. A link met again (the crawl resumed
 * after a takeover re-reads a page) keeps its first row.
 */
export async function recordSkips(
  db: Db,
  job: { id: string; service: string },
  links: SkippedLink[],
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insert(kbCrawlSkips)
    .values(links.map((link) => ({ crawlJobId: job.id, service: job.service, ...link })))
    .onConflictDoNothing({ target: [kbCrawlSkips.crawlJobId, kbCrawlSkips.url] });
}

/** A page of the crawl's skipped links, in the order the crawl met them, with how many there are. */
export async function skipsOf(
  db: Db,
  crawlJobId: string,
  limit: number,
  offset: number,
): Promise<{ rows: CrawlSkipRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kbCrawlSkips)
      .where(eq(kbCrawlSkips.crawlJobId, crawlJobId))
      .orderBy(asc(kbCrawlSkips.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(kbCrawlSkips).where(eq(kbCrawlSkips.crawlJobId, crawlJobId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const crawlSkipJson = (row: CrawlSkipRow): CrawlSkip => ({
  url: row.url,
  reason: row.reason,
  detail: row.detail,
  found_on: row.foundOn,
  skipped_at: row.createdAt.toISOString(),
});
