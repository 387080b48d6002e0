import { eq } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks } from '../kb-schema';
import type { TextChunk } from './chunker';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ChunkOwner =
  | { kind: 'document'; id: string; service: string; collectionId: string | null; title: string }
  | { kind: 'webpage'; id: string; service: string; collectionId: string | null; title: string };

/** A stored web page as the owner of its chunks: a page without a title goes by its URL. */
export const webpageOwner = (page: {
  id: string;
  service: string;
  collectionId: string | null;
  title: string | null;
  url: string;
}): ChunkOwner => ({
  kind: 'webpage',
  id: page.id,
  service: page.service,
  collectionId: page.collectionId,
  title: page.title ?? page.url,
});

// Keeps one INSERT's parameter count well under PostgreSQL's 65,535 limit.
const BATCH = 500;

/** Replaces an owner's chunks; run inside the transaction that updates the owner's counts. */
export async function replaceChunks(
  tx: Tx | Db,
  owner: ChunkOwner,
  chunks: TextChunk[],
): Promise<void> {
  const ownerColumn = owner.kind === 'document' ? kbChunks.documentId : kbChunks.webpageId;
  await tx.delete(kbChunks).where(eq(ownerColumn, owner.id));
  const rows = chunks.map((chunk, ordinal) => ({
    service: owner.service,
    documentId: owner.kind === 'document' ? owner.id : null,
    webpageId: owner.kind === 'webpage' ? owner.id : null,
    collectionId: owner.collectionId,
    ordinal,
    pageNumber: chunk.pageNumber,
    title: owner.title,
    content: chunk.content,
  }));
  for (let start = 0; start < rows.length; start += BATCH)
    await tx.insert(kbChunks).values(rows.slice(start, start + BATCH));
}

export type { Tx };
