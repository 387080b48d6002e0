import { createHash } from 'node:crypto';
import type { Webpage, WebpageWithContent } from '@switchboard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { ExtractionError } from '../extract/extraction-error';
import type { TextChunk } from '../indexing/chunker';
import { replaceChunks, webpageOwner } from '../indexing/chunk-store';
import { textPipeline } from '../indexing/pipeline-thread';
import { kbWebpages } from '../kb-schema';
import { enterState } from '../pipeline/pipeline-states';
import type { FetchedPage } from './safe-fetch';

export type WebpageRow = typeof kbWebpages.$inferSelect;

export interface PageOutcome {
  url: string;
  depth: number;
  /** The fetched page, or why there is none. */
  page?: FetchedPage;
  failure?: { error: string; status: number | null };
}

const READABLE = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

export interface PageTarget {
  service: string;
  collectionId: string | null;
  crawlJobId: string | null;
}

export type ReadOutcome =
  { title: string | null; text: string; chunks: TextChunk[] } | { error: string };

/** What finds a page whose text did not change since it was last indexed. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Title, text and chunks of a readable page (read in the text pipeline), or why it cannot be indexed. */
async function readPage(page: FetchedPage): Promise<ReadOutcome> {
  if (page.status < 200 || page.status >= 300) return { error: `HTTP ${page.status}` };
  if (!READABLE.test(page.contentType))
    return { error: `Not a text page (${page.contentType || 'no content type'})` };
  const html = !/^text\/plain/i.test(page.contentType);
  try {
    return await textPipeline.run({ kind: 'page', body: page.body, html });
  } catch (error) {
    if (error instanceof ExtractionError) return { error: error.message };
    throw error;
  }
}

/** The fetched page read, or why it cannot be indexed. */
export const readOutcome = (outcome: PageOutcome): Promise<ReadOutcome> =>
  outcome.page
    ? readPage(outcome.page)
    : Promise.resolve({ error: outcome.failure?.error ?? 'Not fetched' });

/**
 * Reads the page and stores it. With `rowId` (a stored page fetched again), its row shows
 * the extracting and indexing states as they happen.
 */
export async function storePage(
  db: Db,
  target: PageTarget,
  outcome: PageOutcome,
  rowId?: string,
): Promise<WebpageRow> {
  if (rowId) await enterState(db, 'webpage', rowId, 'extracting');
  const extractingAt = new Date();
  const read = await readOutcome(outcome);
  if (rowId) await enterState(db, 'webpage', rowId, 'indexing');
  return savePage(db, target, outcome, read, extractingAt);
}

/**
 * Upserts the page by URL and swaps its chunks in one transaction. A page that
 * now fails keeps its row (with the status and error) but loses its chunks:
 * its old text is no longer what the site says.
 */
export async function savePage(
  db: Db,
  target: PageTarget,
  outcome: PageOutcome,
  read: ReadOutcome,
  extractingAt: Date,
): Promise<WebpageRow> {
  const ok = 'text' in read;
  const title = ok ? read.title : null;
  const text = ok ? read.text : '';
  const chunks = ok ? read.chunks : [];
  const values = {
    service: target.service,
    crawlJobId: target.crawlJobId,
    collectionId: target.collectionId,
    url: outcome.page?.url ?? outcome.url,
    title: title ?? outcome.page?.url ?? outcome.url,
    content: text,
    httpStatus: outcome.page?.status ?? outcome.failure?.status ?? null,
    contentType: outcome.page?.contentType.slice(0, 200) || null,
    depth: outcome.depth,
    status: ok ? ('ready' as const) : ('failed' as const),
    error: ok ? null : read.error,
    contentHash: ok ? textHash(text) : null,
    queuedAt: extractingAt,
    extractingAt,
    indexingAt: new Date(),
    charCount: text.length,
    chunkCount: chunks.length,
    crawledAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kbWebpages)
      .values(values)
      .onConflictDoUpdate({
        target: [kbWebpages.service, kbWebpages.url],
        set: {
          ...values,
          // A title staff set by hand outlives the page's own <title>.
          title: sql`CASE WHEN ${kbWebpages.titleEdited} THEN ${kbWebpages.title} ELSE excluded.title END`,
          // A page queued again (a retry) counts its wait from when it was queued.
          queuedAt: sql`CASE WHEN ${kbWebpages.status} IN ('queued', 'extracting', 'indexing') THEN ${kbWebpages.queuedAt} ELSE excluded.queued_at END`,
          // The row's version moves only when what staff see of it changes: a page crawled
          // again with the same text (a second crawl, a resumed one) must not turn an edit
          // opened in between into a stale write.
          updatedAt: sql`CASE WHEN ${kbWebpages.status} = 'ready' AND excluded.status = 'ready'
            AND ${kbWebpages.contentHash} = excluded.content_hash
            AND (${kbWebpages.titleEdited} OR ${kbWebpages.title} = excluded.title)
            AND ${kbWebpages.collectionId} IS NOT DISTINCT FROM excluded.collection_id
            THEN ${kbWebpages.updatedAt} ELSE now() END`,
        },
      })
      .returning();
    await replaceChunks(tx, webpageOwner(row!), chunks);
    return row!;
  });
}

/** Lists leave the page text out (it can be long); single-page answers include it. */
export function webpageJson(row: WebpageRow): Webpage;
export function webpageJson(row: WebpageRow, withContent: true): WebpageWithContent;
export function webpageJson(row: WebpageRow, withContent = false): Webpage | WebpageWithContent {
  const page: Webpage = {
    id: row.id,
    url: row.url,
    title: row.title,
    collection_id: row.collectionId,
    crawl_job_id: row.crawlJobId,
    title_edited: row.titleEdited,
    http_status: row.httpStatus,
    content_type: row.contentType,
    depth: row.depth,
    status: row.status,
    error: row.error,
    content_hash: row.contentHash,
    queued_at: row.queuedAt?.toISOString() ?? null,
    extracting_at: row.extractingAt?.toISOString() ?? null,
    indexing_at: row.indexingAt?.toISOString() ?? null,
    char_count: row.charCount,
    chunk_count: row.chunkCount,
    crawled_at: row.crawledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return withContent ? { ...page, content: row.content } : page;
}
