import { sql } from 'drizzle-orm';
import type { BotModelSource, ReembedJob } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { SealedSecretError, type SecretBox } from '../secrets/secret-box';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A bot's saved choice; no row means the embedded model. */
export interface BotModelRow {
  source: BotModelSource;
  baseUrl: string | null;
  model: string | null;
  /** Read only by the server, to call the endpoint; stored sealed (AES-256-GCM). */
  apiKey: string | null;
  /** Why a saved key cannot be opened (another KB_SECRET_KEY sealed it): the bot's endpoint waits. */
  keyError: string | null;
  /** The endpoint's model id (vectors are stored under it); null for the embedded model. */
  modelId: string | null;
}

const EMBEDDED: BotModelRow = {
  source: 'embedded',
  baseUrl: null,
  model: null,
  apiKey: null,
  keyError: null,
  modelId: null,
};

/** What a bot's sealed key is bound to: a sealed value copied onto another bot's row does not open. */
export const endpointKeyContext = (service: string) => `kb_bot_models:${service}`;

/** A bot's sealed key opened, or why it cannot be. */
export function openEndpointKey(
  secrets: SecretBox,
  service: string,
  sealed: string | null,
): { apiKey: string | null; keyError: string | null } {
  if (!sealed) return { apiKey: null, keyError: null };
  try {
    return { apiKey: secrets.open(sealed, endpointKeyContext(service)), keyError: null };
  } catch (error) {
    if (!(error instanceof SealedSecretError)) throw error;
    return { apiKey: null, keyError: `The saved API key cannot be read. ${error.message}` };
  }
}

interface SavedRow {
  source: BotModelSource | null;
  base_url: string | null;
  model: string | null;
  api_key_sealed: string | null;
  model_id: string | null;
  reembedding: boolean;
}

/** The bot's model and whether a re-embedding runs: one read, on every question. */
export async function botModelOf(
  db: Db,
  secrets: SecretBox,
  service: string,
): Promise<BotModelRow & { reembedding: boolean }> {
  const [row] = rowsOf<SavedRow>(
    await db.execute(sql`SELECT m.source, m.base_url, m.model, m.api_key_sealed, m.model_id,
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
    ...openEndpointKey(secrets, service, row.api_key_sealed),
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
  secrets: SecretBox,
  service: string,
  row: Omit<BotModelRow, 'keyError'>,
  change: { from: string | null; to: string | null },
  inTransaction: (tx: Db) => Promise<unknown> = async () => undefined,
): Promise<void> {
  const sealed = row.apiKey ? secrets.seal(row.apiKey, endpointKeyContext(service)) : null;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The caller's write (the audit entry) first: the early return below skips the job only.
    await inTransaction(tx);
    if (row.source === 'embedded')
      await tx.execute(sql`DELETE FROM kb_bot_models WHERE service = ${service}`);
    else
      await tx.execute(sql`
        INSERT INTO kb_bot_models (service, source, base_url, model, api_key_sealed, model_id)
        VALUES (${service}, ${row.source}, ${row.baseUrl}, ${row.model}, ${sealed}, ${row.modelId})
        ON CONFLICT (service) DO UPDATE SET source = EXCLUDED.source,
          base_url = EXCLUDED.base_url, model = EXCLUDED.model,
          api_key_sealed = EXCLUDED.api_key_sealed, api_key_plain = NULL,
          model_id = EXCLUDED.model_id, updated_at = now()`);
    if (change.from === change.to) return;
    await tx.execute(sql`UPDATE kb_reembed_jobs SET status = 'superseded', finished_at = now()
      WHERE service = ${service} AND status = 'running'`);
    if (change.to)
      await tx.execute(sql`INSERT INTO kb_reembed_jobs (service, model_id, total)
        SELECT ${service}, ${change.to}, count(*)::int FROM kb_chunks WHERE service = ${service}`);
  });
}

/**
 * Marks done every running job whose bot has a vector of the new model for each chunk, and
 * deletes that bot's stored vectors (of chunks and of their sentences) of its other models
 * but the embedded one (`keep`). The new model's sentence vectors follow the job: until a
 * chunk has them, the answer step embeds its sentences when asked. An
 * old endpoint's vectors are never searched again (a model is chosen per bot) and would
 * grow the store with each model tried; the embedded model's are kept, at most one more set
 * per bot, so a switch back to the default is done at once without the CPU its re-embedding
 * costs. A switch superseded before it finished deletes nothing.
 */
export async function finishReembedJobs(db: Db, keep: string | null): Promise<void> {
  // One transaction: a job seen done has its old vectors gone.
  await db.transaction(async (tx) => {
    const done = rowsOf<{ service: string; model_id: string }>(
      await tx.execute(sql`UPDATE kb_reembed_jobs j SET status = 'done', finished_at = now()
      WHERE j.status = 'running' AND NOT EXISTS (
        SELECT 1 FROM kb_chunks c WHERE c.service = j.service AND NOT EXISTS (
          SELECT 1 FROM kb_chunk_embeddings e WHERE e.chunk_id = c.id AND e.model_id = j.model_id))
      RETURNING j.service, j.model_id`),
    );
    for (const job of done) {
      const others = sql`service = ${job.service} AND model_id <> ${job.model_id}
        AND model_id IS DISTINCT FROM ${keep}::text`;
      await tx.execute(sql`DELETE FROM kb_chunk_embeddings WHERE ${others}`);
      await tx.execute(sql`DELETE FROM kb_sentence_embeddings WHERE ${others}`);
      await tx.execute(sql`DELETE FROM kb_embedding_progress WHERE ${others}`);
    }
  });
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
