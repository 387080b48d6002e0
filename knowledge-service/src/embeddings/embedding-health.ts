import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { EmbeddingRuntime } from './embedding-runtime';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The embedding side of /health: whether the model answers (or why the bot answers with
 * BM25 alone), and the pipeline's progress for this bot.
 */
export async function embeddingHealth(db: Db, runtime: EmbeddingRuntime, service: string) {
  const model = runtime.modelId;
  const [row] = model
    ? rowsOf<{
        embedded: number;
        chunks: number;
        status: string | null;
        last_error: string | null;
      }>(
        await db.execute(sql`SELECT
          (SELECT count(*) FROM kb_chunk_embeddings
            WHERE service = ${service} AND model_id = ${model})::int AS embedded,
          (SELECT count(*) FROM kb_chunks WHERE service = ${service})::int AS chunks,
          p.status, p.last_error
        FROM (SELECT 1) one LEFT JOIN kb_embedding_progress p
          ON p.service = ${service} AND p.model_id = ${model}`),
      )
    : [];
  return {
    status: runtime.status,
    model,
    ...(runtime.reason ? { reason: runtime.reason } : {}),
    retrieval: runtime.status === 'ready' && Number(row?.embedded ?? 0) > 0 ? 'hybrid' : 'bm25',
    chunks_embedded: Number(row?.embedded ?? 0),
    chunks_pending: Math.max(0, Number(row?.chunks ?? 0) - Number(row?.embedded ?? 0)),
    pipeline: row?.status ?? 'idle',
    ...(row?.last_error ? { last_error: row.last_error } : {}),
  };
}
