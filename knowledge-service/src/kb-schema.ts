import type {
  CrawlSkipReason,
  CrawlStatus,
  DocumentStatus,
  SyncSchedule,
  WebpageStatus,
} from '@switchboard/domain';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Typed mirror of src/db/kb-migrations.ts (the SQL is the source of truth). */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();

export const kbCollections = pgTable(
  'kb_collections',
  {
    service: text('service').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('mixed'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.service, table.id] })],
);

export const kbDocuments = pgTable('kb_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  collectionId: text('collection_id'),
  fileName: text('file_name').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  isPublic: boolean('is_public').notNull().default(false),
  fileType: text('file_type').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  pageCount: integer('page_count'),
  charCount: integer('char_count').notNull().default(0),
  chunkCount: integer('chunk_count').notNull().default(0),
  status: text('status').$type<DocumentStatus>().notNull().default('queued'),
  error: text('error'),
  contentHash: text('content_hash'),
  queuedAt: at('queued_at'),
  extractingAt: at('extracting_at'),
  indexingAt: at('indexing_at'),
  processedAt: at('processed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Where a crawl stands, saved after every page so another worker can resume it. */
export interface CrawlFrontier {
  queue: { url: string; depth: number }[];
  seen: string[];
  scheduled: number;
}

export const kbCrawlJobs = pgTable('kb_crawl_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  url: text('url').notNull(),
  maxDepth: integer('max_depth').notNull(),
  maxPages: integer('max_pages').notNull(),
  includePatterns: jsonb('include_patterns').$type<string[]>().notNull().default([]),
  excludePatterns: jsonb('exclude_patterns').$type<string[]>().notNull().default([]),
  collectionId: text('collection_id'),
  sameSite: boolean('same_site').notNull().default(true),
  respectRobots: boolean('respect_robots').notNull().default(true),
  status: text('status').$type<CrawlStatus>().notNull().default('queued'),
  pagesFound: integer('pages_found').notNull().default(0),
  pagesDone: integer('pages_done').notNull().default(0),
  pagesFailed: integer('pages_failed').notNull().default(0),
  pagesQueued: integer('pages_queued').notNull().default(0),
  pagesSkipped: integer('pages_skipped').notNull().default(0),
  currentUrl: text('current_url'),
  error: text('error'),
  workerId: text('worker_id'),
  leaseUntil: at('lease_until'),
  queueJobId: uuid('queue_job_id'),
  frontier: jsonb('frontier').$type<CrawlFrontier>(),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  createdAt: createdAt(),
});

/** A link a crawl did not follow, and why (migration 440). */
export const kbCrawlSkips = pgTable('kb_crawl_skips', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  crawlJobId: uuid('crawl_job_id')
    .notNull()
    .references(() => kbCrawlJobs.id, { onDelete: 'cascade' }),
  service: text('service').notNull(),
  url: text('url').notNull(),
  reason: text('reason').$type<CrawlSkipReason>().notNull(),
  detail: text('detail').notNull(),
  foundOn: text('found_on'),
  createdAt: createdAt(),
});

export const kbWebpages = pgTable('kb_webpages', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  crawlJobId: uuid('crawl_job_id').references(() => kbCrawlJobs.id, { onDelete: 'set null' }),
  collectionId: text('collection_id'),
  url: text('url').notNull(),
  title: text('title'),
  content: text('content').notNull().default(''),
  httpStatus: integer('http_status'),
  contentType: text('content_type'),
  depth: integer('depth').notNull().default(0),
  status: text('status').$type<WebpageStatus>().notNull().default('ready'),
  error: text('error'),
  contentHash: text('content_hash'),
  queuedAt: at('queued_at'),
  extractingAt: at('extracting_at'),
  indexingAt: at('indexing_at'),
  charCount: integer('char_count').notNull().default(0),
  chunkCount: integer('chunk_count').notNull().default(0),
  /** Staff retitled the page: a recrawl keeps their title. */
  titleEdited: boolean('title_edited').notNull().default(false),
  crawledAt: at('crawled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kbChunks = pgTable('kb_chunks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  service: text('service').notNull(),
  documentId: uuid('document_id').references(() => kbDocuments.id, { onDelete: 'cascade' }),
  webpageId: uuid('webpage_id').references(() => kbWebpages.id, { onDelete: 'cascade' }),
  collectionId: text('collection_id'),
  ordinal: integer('ordinal').notNull(),
  pageNumber: integer('page_number'),
  title: text('title').notNull().default(''),
  content: text('content').notNull(),
  // tsv is a generated column, read only through raw SQL.
});

export const kbChatSessions = pgTable(
  'kb_chat_sessions',
  {
    service: text('service').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.service, table.id] })],
);

export const kbChatMessages = pgTable('kb_chat_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  service: text('service').notNull(),
  sessionId: text('session_id').notNull(),
  messageType: text('message_type').$type<'user' | 'assistant'>().notNull(),
  messageObject: jsonb('message_object').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const kbChatEvents = pgTable('kb_chat_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  service: text('service').notNull(),
  sessionId: text('session_id'),
  userId: text('user_id'),
  messageId: uuid('message_id'),
  traceId: uuid('trace_id').notNull(),
  requestedAt: at('requested_at').notNull(),
  latencyMs: doublePrecision('latency_ms').notNull(),
  charsIn: integer('chars_in').notNull().default(0),
  charsOut: integer('chars_out').notNull().default(0),
  confidence: real('confidence'),
  outcome: text('outcome').$type<'answered' | 'unknown' | 'error'>().notNull(),
  retrieverType: text('retriever_type').notNull(),
  sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
  error: text('error'),
});

/** The one-off hand-overs to the host that are done (console-turn-handover.ts). */
export const kbHandovers = pgTable('kb_handovers', {
  name: text('name').primaryKey(),
  doneAt: at('done_at').notNull().defaultNow(),
});

/** A write made for a console operation, until the console is seen to record it (pending-writes/). */
export const kbPendingWrites = pgTable('kb_pending_writes', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  kind: text('kind').$type<'collection' | 'staff_answer'>().notNull(),
  objectId: text('object_id').notNull(),
  key: text('key').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
});

/** A bot admin's answer to a question, which chat answers from first when it matches. */
export const kbStaffAnswers = pgTable('kb_staff_answers', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  hits: integer('hits').notNull().default(0),
  lastHitAt: at('last_hit_at'),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kbStaffAnswerSettings = pgTable('kb_staff_answer_settings', {
  service: text('service').primaryKey(),
  threshold: real('threshold').notNull(),
  updatedAt: updatedAt(),
});

/** A rating on an assistant message, by the user whose session it is. */
export const kbMessageRatings = pgTable('kb_message_ratings', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => kbChatMessages.id, { onDelete: 'cascade' }),
  service: text('service').notNull(),
  rating: text('rating').$type<'up' | 'down'>().notNull(),
  comment: text('comment'),
  ratedBy: text('rated_by').notNull(),
  ratedAt: at('rated_at').notNull().defaultNow(),
});

export const kbCitations = pgTable('kb_citations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  service: text('service').notNull(),
  chunkId: bigint('chunk_id', { mode: 'number' }).notNull(),
  documentId: uuid('document_id'),
  webpageId: uuid('webpage_id'),
  citedAt: at('cited_at').notNull().defaultNow(),
});

export const kbSites = pgTable('kb_sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  url: text('url').notNull(),
  schedule: text('schedule').$type<SyncSchedule>().notNull().default('off'),
  nextRunAt: at('next_run_at'),
  queueJobId: uuid('queue_job_id'),
  createdAt: createdAt(),
});

export const kbSiteSyncs = pgTable('kb_site_syncs', {
  id: uuid('id').primaryKey().defaultRandom(),
  service: text('service').notNull(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => kbSites.id, { onDelete: 'cascade' }),
  status: text('status').$type<'running' | 'completed' | 'failed'>().notNull().default('running'),
  trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
  pagesChecked: integer('pages_checked').notNull().default(0),
  pagesChanged: integer('pages_changed').notNull().default(0),
  pagesUnchanged: integer('pages_unchanged').notNull().default(0),
  pagesGone: integer('pages_gone').notNull().default(0),
  pagesFailed: integer('pages_failed').notNull().default(0),
  error: text('error'),
  /** The last page checked (pages go in id order), so a continuation or a retry resumes after it. */
  cursor: uuid('cursor'),
  startedAt: at('started_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});
