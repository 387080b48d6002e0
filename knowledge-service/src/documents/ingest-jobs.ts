import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { JobHandlerContext, JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import { kbDocuments } from '../kb-schema';
import {
  ingestDocument,
  insertDocument,
  markFailed,
  type DocumentRow,
  type NewDocument,
} from './document-ingest';

export const INGEST_QUEUE = 'kb-ingest';

export interface IngestJobData {
  documentId: string;
  /** The title staff gave; otherwise the file's own title is used. */
  title?: string;
}

export interface RecordedUpload {
  document: DocumentRow;
  jobId: string;
}

/**
 * Records an upload, keeps its bytes in the database until a worker (on any instance) has
 * indexed them, and queues that work, all in one transaction: a process killed part-way
 * leaves either nothing or a document with its job. A worker that dies mid-way leaves the
 * bytes for the retry. `inTransaction` runs last, for what must commit with the upload.
 */
export async function recordUpload(
  db: Db,
  jobs: JobQueue,
  service: string,
  input: NewDocument,
  inTransaction: (tx: Db, document: DocumentRow) => Promise<unknown> = async () => undefined,
): Promise<RecordedUpload | undefined> {
  const recorded = await db.transaction(async (tx) => {
    const created = await insertDocument(tx as unknown as Db, service, input);
    if (!created) return undefined;
    await tx.execute(
      sql`INSERT INTO kb_ingest_files (document_id, bytes) VALUES (${created.id}, ${input.file.bytes})`,
    );
    const data: IngestJobData = {
      documentId: created.id,
      ...(input.title ? { title: input.title } : {}),
    };
    const jobId = await jobs.send(INGEST_QUEUE, data, { transaction: tx as unknown as Db });
    await inTransaction(tx as unknown as Db, created);
    return { document: created, jobId };
  });
  if (recorded) jobs.wake(INGEST_QUEUE);
  return recorded;
}

export async function workIngest(
  db: Db,
  data: IngestJobData,
  run: JobHandlerContext,
): Promise<unknown> {
  const [document] = await db.select().from(kbDocuments).where(eq(kbDocuments.id, data.documentId));
  const stored = (await db.execute(
    sql`SELECT bytes FROM kb_ingest_files WHERE document_id = ${data.documentId}`,
  )) as unknown as { rows: { bytes: Uint8Array }[] };
  const bytes = stored.rows[0]?.bytes;
  // Deleted meanwhile, or already indexed by an attempt that died before completing its job.
  if (!document || !bytes) return { ingest: 'over' };
  try {
    const result = await ingestDocument(
      db,
      document,
      { fileName: document.fileName, mimeType: document.mimeType, bytes: Buffer.from(bytes) },
      data.title,
    );
    await db.execute(sql`DELETE FROM kb_ingest_files WHERE document_id = ${data.documentId}`);
    return result.ok ? { ingest: 'ready' } : { ingest: 'failed', error: result.error };
  } catch (error) {
    if (run.lastAttempt) {
      await markFailed(db, document.id, error instanceof Error ? error.message : String(error));
      await db.execute(sql`DELETE FROM kb_ingest_files WHERE document_id = ${data.documentId}`);
    }
    throw error;
  }
}

/**
 * An ingestion job ran out of retries, most likely because its worker died on the last
 * attempt (a last attempt that threw has already marked the document). The document ends
 * as failed with the reason unless it is no longer processing, so a second delivery or
 * another instance changes nothing.
 */
export async function ingestExhausted(
  db: Db,
  data: IngestJobData,
  reason: string,
): Promise<unknown> {
  const ended = await db
    .update(kbDocuments)
    .set({
      status: 'failed',
      error: `Processing stopped after its last attempt: ${reason}`,
      processedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(kbDocuments.id, data.documentId), eq(kbDocuments.status, 'processing')))
    .returning({ id: kbDocuments.id });
  await db.execute(sql`DELETE FROM kb_ingest_files WHERE document_id = ${data.documentId}`);
  return { ingest: ended.length ? 'failed' : 'over' };
}
