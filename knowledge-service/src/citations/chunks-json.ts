import type { DocumentChunk } from '@switchboard/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks } from '../kb-schema';
import { citationCounts } from './citations';

/** Whose chunks: a document's or a web page's. */
export type ChunkOwner = { documentId: string } | { webpageId: string };

/** A source's chunks as the chunk browser lists them, in order, each with how often it was cited. */
export async function chunksJson(db: Db, owner: ChunkOwner): Promise<DocumentChunk[]> {
  const chunks = await db
    .select({
      id: kbChunks.id,
      ordinal: kbChunks.ordinal,
      pageNumber: kbChunks.pageNumber,
      title: kbChunks.title,
      content: kbChunks.content,
    })
    .from(kbChunks)
    .where(
      'documentId' in owner
        ? eq(kbChunks.documentId, owner.documentId)
        : eq(kbChunks.webpageId, owner.webpageId),
    )
    .orderBy(asc(kbChunks.ordinal));
  const cited = await citationCounts(
    db,
    chunks.map((chunk) => chunk.id),
  );
  return chunks.map((chunk) => ({
    id: chunk.id,
    ordinal: chunk.ordinal,
    page_number: chunk.pageNumber,
    heading: chunk.title,
    content: chunk.content,
    cited: cited.get(chunk.id) ?? 0,
  }));
}
