import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { readFile, storeIndexed } from '../documents/document-ingest';
import { detectFileType } from '../extract/file-types';
import { kbChunks, kbDocuments, kbWebpages } from '../kb-schema';
import type { SeedFileSource } from '../knowledge-host';
import { chunkText, type TextChunk } from '../indexing/chunker';
import { replaceChunks, webpageOwner } from '../indexing/chunk-store';
import { textPipeline } from '../indexing/pipeline-thread';
import { stitchChunks } from '../indexing/stitch-chunks';

/** The queue of the job that works the list migration 352 made (see reindex-migration.ts). */
export const REINDEX_QUEUE = 'kb-reindex';

type Owner = { owner_kind: 'document' | 'webpage'; owner_id: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const nextPending = async (db: Db) =>
  rowsOf<Owner>(
    await db.execute(
      sql`SELECT owner_kind, owner_id FROM kb_reindex ORDER BY owner_kind, owner_id LIMIT 1`,
    ),
  )[0];

const done = (db: Db, owner: Owner) =>
  db.execute(
    sql`DELETE FROM kb_reindex WHERE owner_kind = ${owner.owner_kind} AND owner_id = ${owner.owner_id}`,
  );

export const hasPendingReindex = async (db: Db) => (await nextPending(db)) !== undefined;

/** A seeded document is read again from the seed it came from: its whole text, as the seed says it. */
async function fromSeed(
  db: Db,
  document: typeof kbDocuments.$inferSelect,
  seedFile: SeedFileSource | undefined,
): Promise<boolean> {
  const file = await seedFile?.(document.service, document.id);
  if (!file) return false;
  const type = detectFileType(file.fileName, file.mimeType);
  if (!type) return false;
  await storeIndexed(db, document, await readFile(type, file), {});
  return true;
}

/** Any other document: its file is not kept once indexed, so its stored chunks are its text. */
async function fromChunks(db: Db, document: typeof kbDocuments.$inferSelect): Promise<void> {
  const stored = await db
    .select({ page: kbChunks.pageNumber, content: kbChunks.content })
    .from(kbChunks)
    .where(eq(kbChunks.documentId, document.id))
    .orderBy(asc(kbChunks.ordinal));
  const pages = new Map<number | null, string[]>();
  for (const chunk of stored)
    pages.set(chunk.page, [...(pages.get(chunk.page) ?? []), chunk.content]);
  const paged = [...pages.keys()].every((page) => page !== null);
  const chunks: TextChunk[] = [...pages].flatMap(([page, contents]) =>
    chunkText(stitchChunks(contents), paged ? page : null),
  );
  await db.transaction(async (tx) => {
    await replaceChunks(
      tx,
      {
        kind: 'document',
        id: document.id,
        service: document.service,
        collectionId: document.collectionId,
        title: document.title,
      },
      chunks,
    );
    await tx
      .update(kbDocuments)
      .set({ chunkCount: chunks.length })
      .where(eq(kbDocuments.id, document.id));
  });
}

async function reindexDocument(
  db: Db,
  id: string,
  seedFile: SeedFileSource | undefined,
): Promise<void> {
  const [document] = await db
    .select()
    .from(kbDocuments)
    .where(and(eq(kbDocuments.id, id), eq(kbDocuments.status, 'ready')));
  if (document && !(await fromSeed(db, document, seedFile))) await fromChunks(db, document);
}

/** A web page keeps its visible text: chunked again exactly as a new crawl would chunk it. */
async function reindexWebpage(db: Db, id: string): Promise<void> {
  const [page] = await db
    .select()
    .from(kbWebpages)
    .where(and(eq(kbWebpages.id, id), eq(kbWebpages.status, 'ready')));
  if (!page) return;
  const { chunks } = await textPipeline.run({ kind: 'page', body: page.content, html: false });
  await db.transaction(async (tx) => {
    await replaceChunks(tx, webpageOwner(page), chunks);
    await tx.update(kbWebpages).set({ chunkCount: chunks.length }).where(eq(kbWebpages.id, id));
  });
}

export interface ReindexOutcome {
  reindexed: number;
  /** Entries that could not be read again: they keep their old chunks, and are named here. */
  failed: { kind: string; id: string; error: string }[];
}

/**
 * Chunks every listed document and web page again, one at a time, each taken off the list
 * once its new chunks are stored, until the list is empty or `signal` asks to stop (the
 * next start goes on with the rest). Two instances working the list at once store the same
 * chunks twice at worst. One that cannot be read again keeps its old chunks and leaves the
 * list, so it cannot hold up the others on every start.
 */
export async function reindexPending(
  db: Db,
  { seedFile, signal }: { seedFile?: SeedFileSource; signal?: AbortSignal } = {},
): Promise<ReindexOutcome> {
  const outcome: ReindexOutcome = { reindexed: 0, failed: [] };
  for (
    let owner = await nextPending(db);
    owner && !signal?.aborted;
    owner = await nextPending(db)
  ) {
    try {
      if (owner.owner_kind === 'document') await reindexDocument(db, owner.owner_id, seedFile);
      else await reindexWebpage(db, owner.owner_id);
      outcome.reindexed += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome.failed.push({ kind: owner.owner_kind, id: owner.owner_id, error: message });
    }
    await done(db, owner);
  }
  return outcome;
}
