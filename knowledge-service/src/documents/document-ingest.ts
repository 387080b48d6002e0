import { createHash } from 'node:crypto';
import type { KnowledgeDocument } from '@switchboard/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { ExtractionError, type ExtractedText } from '../extract/extraction-error';
import { detectFileType, SUPPORTED_EXTENSIONS, type FileType } from '../extract/file-types';
import type { TextChunk } from '../indexing/chunker';
import { replaceChunks } from '../indexing/chunk-store';
import { textPipeline } from '../indexing/pipeline-thread';
import { ensureCollection } from '../collections/collection-queries';
import { kbDocuments } from '../kb-schema';
import { enterState } from '../pipeline/pipeline-states';
import type { DocumentForm } from './document-form';

export type DocumentRow = typeof kbDocuments.$inferSelect;
type UploadedFile = NonNullable<DocumentForm['file']>;

export interface ReadFile {
  type: FileType;
  extracted: ExtractedText;
  chunks: TextChunk[];
  charCount: number;
}

export function fileTypeOrThrow(file: UploadedFile): FileType {
  if (file.bytes.length === 0) throw new ApiError(400, 'The file is empty');
  const type = detectFileType(file.fileName, file.mimeType);
  if (!type) {
    throw new ApiError(
      415,
      `Unsupported file type "${file.fileName}": supported are ${SUPPORTED_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}`,
    );
  }
  return type;
}

/**
 * Extracts and chunks in the text pipeline's worker, within its time limit; an unreadable
 * file, or one that takes too long, throws ExtractionError.
 */
export async function readFile(type: FileType, file: UploadedFile): Promise<ReadFile> {
  const read = await textPipeline.run({ kind: 'document', type, bytes: file.bytes });
  return { type, ...read };
}

/** Swaps the document's chunks and counts in one transaction, so a search never sees half an index. */
export async function storeIndexed(
  db: Db,
  document: DocumentRow,
  read: ReadFile,
  changes: Partial<DocumentRow>,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const title = changes.title ?? document.title;
    const collectionId =
      changes.collectionId !== undefined ? changes.collectionId : document.collectionId;
    await replaceChunks(
      tx,
      { kind: 'document', id: document.id, service: document.service, collectionId, title },
      read.chunks,
    );
    const [row] = await tx
      .update(kbDocuments)
      .set({
        ...changes,
        fileType: read.type,
        pageCount: read.extracted.pageCount,
        charCount: read.charCount,
        chunkCount: read.chunks.length,
        status: 'ready',
        error: null,
        processedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(kbDocuments.id, document.id))
      .returning();
    return row!;
  });
}

/** Ends the document as failed with why, whatever state it was in (its own worker's verdict). */
export async function failDocument(db: Db, id: string, error: string): Promise<DocumentRow> {
  const [row] = await db
    .update(kbDocuments)
    .set({ status: 'failed', error, processedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(kbDocuments.id, id))
    .returning();
  return row!;
}

const titleFrom = (fileName: string) =>
  fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim() || fileName;

export interface NewDocument {
  file: UploadedFile;
  collectionId?: string | null;
  description?: string | null;
  isPublic?: boolean;
  title?: string;
  /** A fixed id makes a seeded document idempotent; uploads get a random one. */
  id?: string;
}

export type CreatedDocument =
  { ok: true; document: DocumentRow } | { ok: false; error: string; document: DocumentRow };

/** The hash that finds the same file uploaded again. */
export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bot's oldest stored document with exactly these bytes, other than `exceptId`. */
export async function findDuplicate(
  db: Db,
  service: string,
  hash: string,
  exceptId?: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kbDocuments)
    .where(
      and(
        eq(kbDocuments.service, service),
        eq(kbDocuments.contentHash, hash),
        exceptId ? ne(kbDocuments.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(kbDocuments.createdAt))
    .limit(1);
  return row;
}

/** Records the document as queued; undefined when a document with the given id already exists. */
export async function insertDocument(
  db: Db,
  service: string,
  input: NewDocument,
): Promise<DocumentRow | undefined> {
  const type = fileTypeOrThrow(input.file);
  await ensureCollection(db, service, input.collectionId);
  const [created] = await db
    .insert(kbDocuments)
    .values({
      ...(input.id ? { id: input.id } : {}),
      service,
      collectionId: input.collectionId ?? null,
      fileName: input.file.fileName,
      title: input.title ?? titleFrom(input.file.fileName),
      description: input.description ?? null,
      isPublic: input.isPublic ?? false,
      fileType: type,
      mimeType: input.file.mimeType.slice(0, 200),
      sizeBytes: input.file.bytes.length,
      contentHash: contentHash(input.file.bytes),
      queuedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

/**
 * Extracts, chunks and indexes a recorded document. A file that cannot be read keeps
 * its row as failed, so the list says why. `title` is the one staff gave, if any.
 */
export async function ingestDocument(
  db: Db,
  document: DocumentRow,
  file: UploadedFile,
  title: string | undefined,
): Promise<CreatedDocument> {
  const type = fileTypeOrThrow(file);
  try {
    await enterState(db, 'document', document.id, 'extracting');
    const read = await readFile(type, file);
    await enterState(db, 'document', document.id, 'indexing');
    const finalTitle = title ?? read.extracted.title ?? document.title;
    return { ok: true, document: await storeIndexed(db, document, read, { title: finalTitle }) };
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    return {
      ok: false,
      error: error.message,
      document: await failDocument(db, document.id, error.message),
    };
  }
}

/**
 * The whole pipeline in one call, for the seed (uploads go through the job queue).
 * Returns undefined when a document with the given id already exists.
 */
export async function createDocument(
  db: Db,
  service: string,
  input: NewDocument,
): Promise<CreatedDocument | undefined> {
  const created = await insertDocument(db, service, input);
  return created && ingestDocument(db, created, input.file, input.title);
}

/** Dates go out as JSON writes them, ISO 8601; typed so the answer keeps to its contract. */
export function documentJson(row: DocumentRow): KnowledgeDocument {
  return {
    id: row.id,
    file_name: row.fileName,
    title: row.title,
    description: row.description,
    collection_id: row.collectionId,
    is_public: row.isPublic,
    file_type: row.fileType,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    page_count: row.pageCount,
    char_count: row.charCount,
    chunk_count: row.chunkCount,
    status: row.status,
    error: row.error,
    content_hash: row.contentHash,
    queued_at: row.queuedAt?.toISOString() ?? null,
    extracting_at: row.extractingAt?.toISOString() ?? null,
    indexing_at: row.indexingAt?.toISOString() ?? null,
    processed_at: row.processedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
