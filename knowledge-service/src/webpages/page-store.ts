import type { Webpage, WebpageWithContent } from '@switchboard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { ExtractionError } from '../extract/extraction-error';
import type { TextChunk } from '../indexing/chunker';
import { replaceChunks } from '../indexing/chunk-store';
import { textPipeline } from '../indexing/pipeline-thread';
import { kbWebpages } from '../kb-schema';
import type { FetchedPage } from '../crawl/safe-fetch';

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

type ReadOutcome = { title: string | null; text: string; chunks: TextChunk[] } | { error: string };

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

/**
 * Upserts the page by URL and swaps its chunks in one transaction. A page that
 * now fails keeps its row (with the status and error) but loses its chunks:
 * its old text is no longer what the site says.
 */
export async function storePage(
  db: Db,
  target: PageTarget,
  outcome: PageOutcome,
): Promise<WebpageRow> {
  const read: ReadOutcome = outcome.page
    ? await readPage(outcome.page)
    : { error: outcome.failure?.error ?? 'Not fetched' };
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
          updatedAt: sql`now()`,
        },
      })
      .returning();
    await replaceChunks(
      tx,
      {
        kind: 'webpage',
        id: row!.id,
        service: row!.service,
        collectionId: row!.collectionId,
        title: row!.title ?? row!.url,
      },
      chunks,
    );
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
    char_count: row.charCount,
    chunk_count: row.chunkCount,
    crawled_at: row.crawledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return withContent ? { ...page, content: row.content } : page;
}
