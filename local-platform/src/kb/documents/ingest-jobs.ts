import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { JobHandlerContext } from '../../jobs/job-queue';
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

/**
 * Records an upload and keeps its bytes in the database until a worker (on any
 * instance) has indexed them; a worker that dies mid-way leaves them for the retry.
 */
export async function recordUpload(
  db: Db,
  service: string,
  input: NewDocument,
): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    const created = await insertDocument(tx as unknown as Db, service, input);
    if (created)
      await tx.execute(
        sql`INSERT INTO kb_ingest_files (document_id, bytes) VALUES (${created.id}, ${input.file.bytes})`,
      );
    return created;
  });
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
