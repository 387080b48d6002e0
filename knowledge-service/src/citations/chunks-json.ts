import type { DocumentChunk } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { citationCounts } from './citations';

interface StoredChunk {
  id: number;
  ordinal: number;
  pageNumber: number | null;
  title: string;
  content: string;
}

/** A source's chunks as the chunk browser lists them, each with how often it was cited. */
export async function chunksJson(db: Db, chunks: StoredChunk[]): Promise<DocumentChunk[]> {
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
