import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

export const CRAWL_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[number];

/** A crawl job as the knowledge service answers it (start, get, list, cancel). */
export const crawlJobSchema = z
  .object({
    id: z.string(),
    /** The same id again: older clients read it under this name. */
    job_id: z.string(),
    url: z.string(),
    status: z.enum(CRAWL_STATUSES),
    max_depth: count,
    max_pages: count,
    include_patterns: z.array(z.string()),
    exclude_patterns: z.array(z.string()),
    collection_id: z.string().nullable(),
    same_site: z.boolean(),
    respect_robots: z.boolean(),
    pages_found: count,
    pages_done: count,
    pages_queued: count,
    pages_fetched: count,
    pages_skipped: count,
    pages_failed: count,
    current_url: z.string().nullable(),
    error: z.string().nullable(),
    started_at: isoTimestamp.nullable(),
    finished_at: isoTimestamp.nullable(),
    created_at: isoTimestamp,
  })
  .strict();

export type CrawlJob = z.infer<typeof crawlJobSchema>;

export const crawlJobListSchema = z.array(crawlJobSchema);
