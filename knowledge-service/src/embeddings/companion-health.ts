import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { EmbeddingRuntime } from './embedding-runtime';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A companion model as /health reports it for a bot. */
export interface CompanionHealth {
  model: string | null;
  status: string;
  reason?: string;
  chunks_embedded: number;
  /** It ranks beside the main model: loaded, and a vector for every chunk the main model has. */
  ranking: boolean;
}

/**
 * The companions of a bot on the embedded model (none for a bot on its own endpoint):
 * whether each loaded (or why not: its weights missing leaves the bot ranked by the main
 * model and BM25, as before) and how many of the bot's chunks it has embedded.
 */
export async function companionHealth(
  db: Db,
  service: string,
  companions: readonly EmbeddingRuntime[],
  mainEmbedded: number,
): Promise<CompanionHealth[]> {
  if (companions.length === 0) return [];
  const counts = new Map(
    rowsOf<{ model_id: string; n: number }>(
      await db.execute(sql`SELECT model_id, count(*)::int AS n FROM kb_chunk_embeddings
        WHERE service = ${service} GROUP BY model_id`),
    ).map((row) => [row.model_id, Number(row.n)]),
  );
  return companions.map((companion) => {
    const embedded = companion.modelId ? (counts.get(companion.modelId) ?? 0) : 0;
    return {
      model: companion.modelId,
      status: companion.status,
      ...(companion.reason ? { reason: companion.reason } : {}),
      chunks_embedded: embedded,
      ranking: companion.status === 'ready' && mainEmbedded > 0 && embedded >= mainEmbedded,
    };
  });
}
