import { sql } from 'drizzle-orm';
import type { BotModelSource, ReembedJob } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A bot's saved choice; no row means the embedded model. */
export interface BotModelRow {
  source: BotModelSource;
  baseUrl: string | null;
  model: string | null;
  /** Read only by the server, to call the endpoint. */
  apiKey: string | null;
  /** The endpoint's model id (vectors are stored under it); null for the embedded model. */
  modelId: string | null;
}

const EMBEDDED: BotModelRow = {
  source: 'embedded',
  baseUrl: null,
  model: null,
  apiKey: null,
  modelId: null,
};

interface SavedRow {
  source: BotModelSource | null;
  base_url: string | null;
  model: string | null;
  api_key: string | null;
  model_id: string | null;
  reembedding: boolean;
}

/** The bot's model and whether a re-embedding runs: one read, on every question. */
export async function botModelOf(
  db: Db,
  service: string,
): Promise<BotModelRow & { reembedding: boolean }> {
  const [row] = rowsOf<SavedRow>(
    await db.execute(sql`SELECT m.source, m.base_url, m.model, m.api_key, m.model_id,
        EXISTS (SELECT 1 FROM kb_reembed_jobs j
          WHERE j.service = ${service} AND j.status = 'running') AS reembedding
      FROM (SELECT 1) one LEFT JOIN kb_bot_models m ON m.service = ${service}`),
  );
  const reembedding = Boolean(row?.reembedding);
  if (!row?.source) return { ...EMBEDDED, reembedding };
  return {
    source: row.source,
    baseUrl: row.base_url,
    model: row.model,
    apiKey: row.api_key,
    modelId: row.model_id,
    reembedding,
  };
}

/**
 * Saves the bot's model. When the model its vectors come from changes (`from` → `to`), the
 * running job (if any) is superseded and a new one starts, counting the bot's chunks now:
 * the pipeline embeds them with the new model and the bot answers with BM25 alone until then.
 */
export async function saveBotModel(
  db: Db,
  service: string,
  row: BotModelRow,
  change: { from: string | null; to: string | null },
  inTransaction: (tx: Db) => Promise<unknown> = async () => undefined,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The caller's write (the audit entry) first: the early return below skips the job only.
    await inTransaction(tx);
    if (row.source === 'embedded')
      await tx.execute(sql`DELETE FROM kb_bot_models WHERE service = ${service}`);
    else
      await tx.execute(sql`
        INSERT INTO kb_bot_models (service, source, base_url, model, api_key, model_id)
        VALUES (${service}, ${row.source}, ${row.baseUrl}, ${row.model}, ${row.apiKey}, ${row.modelId})
        ON CONFLICT (service) DO UPDATE SET source = EXCLUDED.source,
          base_url = EXCLUDED.base_url, model = EXCLUDED.model, api_key = EXCLUDED.api_key,
          model_id = EXCLUDED.model_id, updated_at = now()`);
    if (change.from === change.to) return;
    await tx.execute(sql`UPDATE kb_reembed_jobs SET status = 'superseded', finished_at = now()
      WHERE service = ${service} AND status = 'running'`);
    if (change.to)
      await tx.execute(sql`INSERT INTO kb_reembed_jobs (service, model_id, total)
        SELECT ${service}, ${change.to}, count(*)::int FROM kb_chunks WHERE service = ${service}`);
  });
}

/** Marks done every running job whose bot has a vector of the new model for each chunk. */
export async function finishReembedJobs(db: Db): Promise<void> {
  await db.execute(sql`UPDATE kb_reembed_jobs j SET status = 'done', finished_at = now()
    WHERE j.status = 'running' AND NOT EXISTS (
      SELECT 1 FROM kb_chunks c WHERE c.service = j.service AND NOT EXISTS (
        SELECT 1 FROM kb_chunk_embeddings e WHERE e.chunk_id = c.id AND e.model_id = j.model_id))`);
}

interface JobRow {
  id: string;
  model_id: string;
  status: ReembedJob['status'];
  total: number;
  embedded: number;
  started_at: Date | string;
  finished_at: Date | string | null;
  last_error: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The bot's latest re-embedding job: chunks with a vector of its model, and the pipeline's last failure. */
export async function latestReembedJob(db: Db, service: string): Promise<ReembedJob | null> {
  const [job] = rowsOf<JobRow>(
    await db.execute(sql`SELECT j.id, j.model_id, j.status, j.started_at, j.finished_at,
        (SELECT count(*) FROM kb_chunks WHERE service = j.service)::int AS total,
        (SELECT count(*) FROM kb_chunk_embeddings e
          WHERE e.service = j.service AND e.model_id = j.model_id)::int AS embedded,
        CASE WHEN p.status = 'failed' THEN p.last_error END AS last_error
      FROM kb_reembed_jobs j
      LEFT JOIN kb_embedding_progress p ON p.service = j.service AND p.model_id = j.model_id
      WHERE j.service = ${service} ORDER BY j.started_at DESC LIMIT 1`),
  );
  if (!job) return null;
  return {
    id: job.id,
    model_id: job.model_id,
    status: job.status,
    total: Number(job.total),
    embedded: Math.min(Number(job.embedded), Number(job.total)),
    started_at: iso(job.started_at),
    finished_at: job.finished_at ? iso(job.finished_at) : null,
    last_error: job.last_error,
  };
}
