import { RUNNING_STATUSES } from '@switchboard/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { JobHandlerContext, JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import { kbDocuments } from '../kb-schema';
import { enterState, markFailed } from '../pipeline/pipeline-states';
import {
  failDocument,
  ingestDocument,
  insertDocument,
  type DocumentRow,
  type NewDocument,
} from './document-ingest';

export const INGEST_QUEUE = 'kb-ingest';

export interface IngestJobData {
  documentId: string;
  /** The title staff gave; otherwise the file's own title is used. */
  title?: string;
}

const dropBytes = (db: Db, documentId: string) =>
  db.execute(sql`DELETE FROM kb_ingest_files WHERE document_id = ${documentId}`);

export interface RecordedUpload {
  document: DocumentRow;
  jobId: string;
}

/**
 * Records an upload, keeps its bytes in the database until a worker (on any instance) has
 * indexed them, and queues that work, all in one transaction: a process killed part-way
 * leaves either nothing or a document with its job. A worker that dies mid-way leaves the
 * bytes for the retry, and a failed document keeps them so staff can retry it without
 * uploading again. `inTransaction` runs last, for what must commit with the upload.
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

/** Whether the failed document's file is still stored, so a retry can read it again. */
export async function canRetry(db: Db, documentId: string): Promise<boolean> {
  const stored = (await db.execute(
    sql`SELECT 1 FROM kb_ingest_files WHERE document_id = ${documentId}`,
  )) as unknown as { rows: unknown[] };
  return stored.rows.length > 0;
}

/**
 * Queues a failed document again, the same stored file read from the start; the state, the
 * job and whatever `inTransaction` writes (the audit entry) commit together. Returns the
 * document as queued.
 */
export async function requeueDocument(
  db: Db,
  jobs: JobQueue,
  documentId: string,
  inTransaction: (tx: Db, document: DocumentRow) => Promise<unknown> = async () => undefined,
): Promise<DocumentRow> {
  const queued = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await enterState(tx, 'document', documentId, 'queued');
    await jobs.send(INGEST_QUEUE, { documentId } satisfies IngestJobData, { transaction: tx });
    // Read before the worker is woken: afterwards it may already have moved the row on.
    const [row] = await tx.select().from(kbDocuments).where(eq(kbDocuments.id, documentId));
    await inTransaction(tx, row!);
    return row!;
  });
  jobs.wake(INGEST_QUEUE);
  return queued;
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
  // Deleted meanwhile, already indexed by an attempt that died before completing its job,
  // or already ended (a second delivery of a job whose document failed).
  if (!document || !bytes || !(RUNNING_STATUSES as readonly string[]).includes(document.status))
    return { ingest: 'over' };
  try {
    const result = await ingestDocument(
      db,
      document,
      { fileName: document.fileName, mimeType: document.mimeType, bytes: Buffer.from(bytes) },
      data.title,
    );
    if (result.ok) await dropBytes(db, data.documentId);
    return result.ok ? { ingest: 'ready' } : { ingest: 'failed', error: result.error };
  } catch (error) {
    if (run.lastAttempt)
      await failDocument(db, document.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * An ingestion job ran out of retries, most likely because its worker died on the last
 * attempt (a last attempt that threw has already marked the document). The document ends
 * as failed with the reason unless it already ended, so a second delivery or another
 * instance changes nothing. Its file stays, so it can be retried.
 */
export async function ingestExhausted(
  db: Db,
  data: IngestJobData,
  reason: string,
): Promise<unknown> {
  const ended = await markFailed(
    db,
    'document',
    data.documentId,
    `Processing stopped after its last attempt: ${reason}`,
  );
  return { ingest: ended ? 'failed' : 'over' };
}

/** The bot's failed documents among `ids` (all of its failed ones without ids). */
export async function failedDocuments(
  db: Db,
  service: string,
  ids?: readonly string[],
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(kbDocuments)
    .where(
      and(
        eq(kbDocuments.service, service),
        eq(kbDocuments.status, 'failed'),
        ids ? inArray(kbDocuments.id, [...ids]) : undefined,
      ),
    );
}
