import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { sentencesStale } from './sentence-vector-rows';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The bot's model as /health reports it. */
export interface HealthModel {
  status: string;
  /** The model the bot's vectors are stored under (the configured one while it loads). */
  model: string | null;
  reason: string | null;
  /** A change of model is being embedded: BM25 alone until it is done. */
  reembedding: boolean;
}

/**
 * The embedding side of /health: whether the bot's model answers (or why the bot answers
 * with BM25 alone), and the pipeline's progress for this bot.
 */
export async function embeddingHealth(
  db: Db,
  service: string,
  bot: HealthModel,
  /** The vectors this instance holds in memory by model: the bot's, and every bot's. */
  inMemory: { bot: Record<string, number>; process: Record<string, number> } = {
    bot: {},
    process: {},
  },
) {
  const { model } = bot;
  const [row] = model
    ? rowsOf<{
        embedded: number;
        chunks: number;
        sentences_pending: number;
        status: string | null;
        last_error: string | null;
      }>(
        await db.execute(sql`SELECT
          (SELECT count(*) FROM kb_chunk_embeddings
            WHERE service = ${service} AND model_id = ${model})::int AS embedded,
          (SELECT count(*) FROM kb_chunks WHERE service = ${service})::int AS chunks,
          (SELECT count(*) FROM kb_chunks c WHERE c.service = ${service}
            AND ${sentencesStale(sql`${model}::text`)})::int AS sentences_pending,
          p.status, p.last_error
        FROM (SELECT 1) one LEFT JOIN kb_embedding_progress p
          ON p.service = ${service} AND p.model_id = ${model}`),
      )
    : [];
  const embedded = Number(row?.embedded ?? 0);
  return {
    status: bot.status,
    model,
    ...(bot.reason ? { reason: bot.reason } : {}),
    retrieval: bot.status === 'ready' && embedded > 0 && !bot.reembedding ? 'hybrid' : 'bm25',
    ...(bot.reembedding ? { reembedding: true } : {}),
    chunks_embedded: embedded,
    chunks_pending: Math.max(0, Number(row?.chunks ?? 0) - embedded),
    // Chunks whose sentences the answer step still embeds when asked (the pipeline stores them after the chunk vectors).
    sentences_pending: Number(row?.sentences_pending ?? 0),
    pipeline: row?.status ?? 'idle',
    vectors_in_memory: inMemory.bot,
    process_vectors_in_memory: inMemory.process,
    ...(row?.last_error ? { last_error: row.last_error } : {}),
  };
}
