import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

/** As documents, plus gone: the site now answers 404 or 410 (kept until staff remove it, never cited). */
export const WEBPAGE_STATUSES = [
  'queued',
  'extracting',
  'indexing',
  'ready',
  'failed',
  'gone',
] as const;
export type WebpageStatus = (typeof WEBPAGE_STATUSES)[number];

const webpageFields = {
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  collection_id: z.string().nullable(),
  crawl_job_id: z.string().nullable(),
  title_edited: z.boolean(),
  http_status: z.number().int().nullable(),
  content_type: z.string().nullable(),
  depth: count,
  status: z.enum(WEBPAGE_STATUSES),
  error: z.string().nullable(),
  content_hash: z.string().nullable(),
  queued_at: isoTimestamp.nullable(),
  extracting_at: isoTimestamp.nullable(),
  indexing_at: isoTimestamp.nullable(),
  char_count: count,
  chunk_count: count,
  crawled_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
};

/** A crawled web page as the knowledge service lists it (without its text, which can be long). */
export const webpageSchema = z.object(webpageFields).strict();
export type Webpage = z.infer<typeof webpageSchema>;

/** A single web page's answer (edit, recrawl): the listed fields and the page's text. */
export const webpageWithContentSchema = z
  .object({ ...webpageFields, content: z.string() })
  .strict();
export type WebpageWithContent = z.infer<typeof webpageWithContentSchema>;

export const webpageListSchema = z
  .object({ webpages: z.array(webpageSchema), total: count, limit: count })
  .strict();
export type WebpageList = z.infer<typeof webpageListSchema>;
