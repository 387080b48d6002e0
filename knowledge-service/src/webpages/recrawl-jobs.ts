import { eq } from 'drizzle-orm';
import { fetchLimits } from '../crawl/fetch-limits';
import { fetchOutcome } from '../crawl/crawler';
import type { KbContext } from '../kb-context';
import { kbWebpages } from '../kb-schema';
import { storePage } from './page-store';

export const RECRAWL_QUEUE = 'kb-recrawl';

export interface RecrawlJobData {
  webpageId: string;
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
  );
  return { recrawl: row.status };
}
