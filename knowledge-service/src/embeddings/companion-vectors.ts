import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { EmbeddingRuntime } from './embedding-runtime';
import { passageText } from './embedding-pipeline';
import { toBytes } from './vector-bytes';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Chunks embedded per pass, as the main model's batch.
const BATCH = 32;
// A companion that failed waits this long before trying again, doubled per failure up to the cap.
const RETRY_MS = 5_000;
const RETRY_CAP_MS = 10 * 60_000;

interface ChunkRow {
  id: string | number;
  title: string;
  content: string;
}

/**
 * The companion models' chunk vectors (KB_COMPANION_MODELS): the background pipeline asks
 * for a batch once the main model's chunk and sentence vectors are done, so the main model
 * is never kept waiting. Only bots on the embedded model have companions (an endpoint's
 * bot ranks by its own model alone). Rows go to kb_chunk_embeddings under the companion's
 * id, read by the same per-model vector store; a failure is logged and retried after a
 * back-off held in memory, without touching the main model's progress.
 */
export class CompanionVectors {
  private readonly retryAt = new Map<string, { at: number; failures: number }>();

  constructor(
    private readonly db: Db,
    readonly companions: readonly EmbeddingRuntime[],
    private readonly onError: (message: string) => void,
  ) {}

  /** Embeds one batch for the first companion with chunks waiting; false when none was. */
  async embedBatch(): Promise<boolean> {
    for (const companion of this.companions) {
      const embedder = companion.embedder;
      if (!embedder || (this.retryAt.get(embedder.modelId)?.at ?? 0) > Date.now()) continue;
      const model = embedder.modelId;
      const chunks = rowsOf<ChunkRow>(
        await this.db.execute(sql`
          SELECT c.id, c.title, c.content
          FROM kb_chunks c LEFT JOIN kb_bot_models m ON m.service = c.service
          WHERE m.base_url IS NULL
            AND NOT EXISTS (SELECT 1 FROM kb_chunk_embeddings e
              WHERE e.chunk_id = c.id AND e.model_id = ${model})
          ORDER BY c.id LIMIT ${BATCH}`),
      );
      if (chunks.length === 0) continue;
      try {
        const vectors = await embedder.embed(
          chunks.map((c) => passageText(c.title, c.content)),
          'passage',
        );
        await this.db.transaction(async (tx) => {
          for (const [i, chunk] of chunks.entries())
            // A chunk replaced while it was embedded is gone: the SELECT writes nothing for it.
            await tx.execute(sql`
              INSERT INTO kb_chunk_embeddings (chunk_id, model_id, service, dims, vector)
              SELECT c.id, ${model}, c.service, ${vectors[i]!.length}, ${toBytes(vectors[i]!)}
              FROM kb_chunks c WHERE c.id = ${chunk.id}
              ON CONFLICT (chunk_id, model_id) DO NOTHING`);
        });
        this.retryAt.delete(model);
      } catch (error) {
        const failures = (this.retryAt.get(model)?.failures ?? 0) + 1;
        this.retryAt.set(model, {
          at: Date.now() + Math.min(RETRY_CAP_MS, RETRY_MS * 2 ** (failures - 1)),
          failures,
        });
        this.onError(
          `embedding with companion ${model} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return true;
    }
    return false;
  }
}
