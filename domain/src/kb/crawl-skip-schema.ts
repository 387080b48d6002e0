import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

/**
 * Why a crawl did not follow a link it found: the site's robots.txt disallows it, the
 * address policy refuses its host (a private, unlisted or unresolvable address), or the
 * crawl's include or exclude patterns leave it out.
 */
export const CRAWL_SKIP_REASONS = ['robots', 'address', 'include', 'exclude'] as const;
export type CrawlSkipReason = (typeof CRAWL_SKIP_REASONS)[number];

/** One link a crawl skipped, with the rule that refused it in words. */
export const crawlSkipSchema = z
  .object({
    url: z.string(),
    reason: z.enum(CRAWL_SKIP_REASONS),
    detail: z.string(),
    /** The page the link was found on; null for the start URL itself. */
    found_on: z.string().nullable(),
    skipped_at: isoTimestamp,
  })
  .strict();

export type CrawlSkip = z.infer<typeof crawlSkipSchema>;

/** A page of a crawl's skipped links, in the order the crawl met them. */
export const crawlSkipPageSchema = z
  .object({
    skipped: z.array(crawlSkipSchema),
    total: count,
    limit: count,
    offset: count,
  })
  .strict();

export type CrawlSkipPage = z.infer<typeof crawlSkipPageSchema>;
