import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { finishReembedJobs, openEndpointKey } from './bot-model-store';
import type { ModelDirectory } from './model-directory';
import { changedSince, takeQuietMark, type QuietMark } from './quiet-mark';
import { embeddedTexts, sentencesOfChunk } from './sentence-texts';
import { sentencesStale, storeSentenceVectors } from './sentence-vector-rows';
import { toBytes } from './vector-bytes';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Chunks embedded per pass: a few seconds of the model, so a stop or a new chunk waits little.
const BATCH = 32;
// Chunks whose sentences are embedded per pass (about 8 sentences each, one pass of the model apiece).
const SENTENCE_BATCH = 8;
// How often an idle pipeline looks for chunks written since (by this or another instance).
const IDLE_MS = 1_000;
// A bot whose embedding failed waits this long, doubled per attempt up to the cap.
const RETRY_MS = 5_000;
const RETRY_CAP_MS = 10 * 60_000;

interface ChunkToEmbed {
  id: string | number;
  service: string;
  title: string;
  content: string;
  change_seq: string | number;
  /** The bot's endpoint, null for the embedded model. */
  base_url: string | null;
  model: string | null;
  api_key_sealed: string | null;
  model_id: string;
}

/** Chunk text as it was embedded in the evaluation: the title (a page's subject) above the content. */
export const passageText = (title: string, content: string) =>
  title ? `${title}\n${content}` : content;

/**
 * Embeds every chunk without a vector of the service's model, off the request path: new
 * chunks from uploads, crawls and re-indexing, and (the backfill) every chunk stored before
 * embeddings existed. Its state per bot is kb_embedding_progress; a failure is recorded
 * there and retried after a back-off, so one bot's failure does not stop the others.
 * Vectors are written with ON CONFLICT DO NOTHING, so two instances may share the work.
 * Once every chunk has its vector, it embeds each chunk's sentences read after its title
 * (what the answer step compares with the question), again when the chunk is re-titled or
 * re-written, so a question reads them instead of embedding them.
 */
export class EmbeddingPipeline {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  // Each waiter with the number of passes begun when it asked: only a later pass that finds
  // nothing proves its chunks were embedded.
  private idleWaiters: { after: number; resolve: () => void }[] = [];
  private passes = 0;
  // Whether the last pass wrote vectors (its bots are marked idle once nothing is left);
  // true at start, so the first idle pass also tidies rows a stopped instance left behind.
  private embedded = true;
  // Set by a pass whose scans found nothing: until something changes since, a pass skips them.
  private quiet: QuietMark | undefined;

  constructor(
    private readonly db: Db,
    private readonly models: ModelDirectory,
    private readonly onError: (message: string) => void,
  ) {}

  /** Runs once the embedded model has loaded or failed to: bots on an endpoint need no model. */
  start(): void {
    void this.models.runtime.loaded.then(() => {
      if (!this.stopped) this.schedule(0);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.releaseWaiters();
  }

  /** Resolves once every chunk written so far has its vector and its sentence vectors in its bot's model (if it has one). */
  async idle(): Promise<void> {
    await this.models.runtime.loaded;
    if (this.stopped) return;
    await new Promise<void>((resolve) => {
      this.idleWaiters.push({ after: this.passes, resolve });
      this.schedule(0);
    });
  }

  private schedule(ms: number): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass().finally(() => (this.running = undefined));
    }, ms);
    // An idle pipeline must not keep the process alive.
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    const pass = ++this.passes;
    let more = false;
    try {
      more = await this.scan();
    } catch (error) {
      this.onError(`embedding pipeline: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!more) this.releaseWaiters(pass);
    this.running = undefined;
    this.schedule(more ? 0 : IDLE_MS);
  }

  /** One batch of chunk or else sentence vectors embedded; false when nothing waited. */
  private async scan(): Promise<boolean> {
    if (this.quiet && !(await changedSince(this.db, this.quiet))) return false;
    const mark = await takeQuietMark(this.db);
    const more = (await this.embedBatch()) || (await this.embedSentenceBatch());
    this.quiet = more ? undefined : mark;
    return more;
  }

  private releaseWaiters(pass = Infinity): void {
    const waiting = this.idleWaiters;
    this.idleWaiters = waiting.filter((w) => w.after >= pass);
    for (const w of waiting) if (w.after < pass) w.resolve();
  }

  /**
   * Embeds one batch of one bot's chunks in the bot's own model; false when nothing
   * (retry-ready) was waiting. A bot on an endpoint is embedded even while the embedded
   * model is unavailable.
   */
  private async embedBatch(): Promise<boolean> {
    const fallback = this.models.defaultModelId;
    const rows = rowsOf<ChunkToEmbed>(
      await this.db.execute(sql`
        SELECT c.id, c.service, c.title, c.content, c.change_seq, m.base_url, m.model, m.api_key_sealed,
          COALESCE(m.model_id, ${fallback}::text) AS model_id
        FROM kb_chunks c LEFT JOIN kb_bot_models m ON m.service = c.service
        WHERE COALESCE(m.model_id, ${fallback}::text) IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM kb_chunk_embeddings e
            WHERE e.chunk_id = c.id AND e.model_id = COALESCE(m.model_id, ${fallback}::text))
          AND NOT EXISTS (SELECT 1 FROM kb_embedding_progress p
            WHERE p.service = c.service AND p.model_id = COALESCE(m.model_id, ${fallback}::text)
              AND p.status = 'failed' AND p.retry_at > now())
        ORDER BY c.id LIMIT ${BATCH}`),
    );
    if (rows.length === 0) {
      // Only a pass after work marks its bots idle: an idle pipeline writes nothing per second.
      if (this.embedded)
        await this.db.execute(sql`UPDATE kb_embedding_progress SET status = 'idle', pending = 0,
          updated_at = now() WHERE status = 'embedding'`);
      this.embedded = false;
      await finishReembedJobs(this.db, this.models.runtime.modelId);
      return false;
    }
    // One bot and model per batch: the first row's; the rest wait for the next pass.
    const first = rows[0]!;
    const chunks = rows.filter((c) => c.service === first.service && c.model_id === first.model_id);
    const service = first.service;
    const model = first.model_id;
    let vectors: Float32Array[];
    try {
      const embedder = this.embedderOf(first);
      if (!embedder) return false;
      vectors = await embedder.embed(
        chunks.map((c) => passageText(c.title, c.content)),
        'passage',
      );
    } catch (error) {
      await this.failed([service], model, error);
      return true;
    }
    await this.db.transaction(async (tx) => {
      for (const [i, chunk] of chunks.entries()) {
        const vector = vectors[i]!;
        // A chunk replaced while it was embedded is gone: the SELECT writes nothing for it.
        await tx.execute(sql`
          INSERT INTO kb_chunk_embeddings (chunk_id, model_id, service, dims, vector)
          SELECT c.id, ${model}, c.service, ${vector.length}, ${toBytes(vector)}
          FROM kb_chunks c WHERE c.id = ${chunk.id}
          ON CONFLICT (chunk_id, model_id) DO NOTHING`);
      }
      await tx.execute(sql`
        INSERT INTO kb_embedding_progress AS p (service, model_id, status, embedded, pending)
        VALUES (${service}, ${model}, 'embedding', ${chunks.length}, ${pendingSql(service, model)})
        ON CONFLICT (service, model_id) DO UPDATE SET status = 'embedding',
          embedded = p.embedded + ${chunks.length}, pending = EXCLUDED.pending, attempts = 0,
          last_error = NULL, retry_at = NULL, updated_at = now()`);
    });
    this.embedded = true;
    return true;
  }

  /**
   * Embeds the sentences of one batch of one bot's chunks that have their vector but no
   * sentence vectors for their text now; false when none (retry-ready) was waiting. The
   * embedded model gives a text the same vector whatever it is embedded with, so a stored
   * vector equals the one a question's fallback would embed; an endpoint takes a chunk's
   * sentences in one request.
   */
  private async embedSentenceBatch(): Promise<boolean> {
    const fallback = this.models.defaultModelId;
    const model = sql`COALESCE(m.model_id, ${fallback}::text)`;
    const rows = rowsOf<ChunkToEmbed>(
      await this.db.execute(sql`
        SELECT c.id, c.service, c.title, c.content, c.change_seq, m.base_url, m.model,
          m.api_key_sealed, ${model} AS model_id
        FROM kb_chunks c LEFT JOIN kb_bot_models m ON m.service = c.service
        WHERE ${model} IS NOT NULL AND ${sentencesStale(model)}
          AND NOT EXISTS (SELECT 1 FROM kb_embedding_progress p
            WHERE p.service = c.service AND p.model_id = ${model}
              AND p.status = 'failed' AND p.retry_at > now())
        ORDER BY c.id LIMIT ${SENTENCE_BATCH}`),
    );
    const first = rows[0];
    if (!first) return false;
    const chunks = rows.filter((c) => c.service === first.service && c.model_id === first.model_id);
    const embedded: { chunk: ChunkToEmbed; texts: string[]; vectors: Float32Array[] }[] = [];
    try {
      const embedder = this.embedderOf(first);
      if (!embedder) return false;
      for (const chunk of chunks) {
        const texts = embeddedTexts({
          title: chunk.title,
          sentences: sentencesOfChunk(chunk.content),
        });
        const vectors = await embedder.embed(texts, 'passage');
        embedded.push({ chunk, texts, vectors });
      }
    } catch (error) {
      await this.failed([first.service], first.model_id, error);
      return true;
    }
    await this.db.transaction(async (tx) => {
      for (const { chunk, texts, vectors } of embedded)
        await storeSentenceVectors(tx as unknown as Db, chunk, first.model_id, texts, vectors);
    });
    return true;
  }

  /** The bot's model: its endpoint, or the embedded model (null while that is unavailable). */
  private embedderOf(row: ChunkToEmbed) {
    return row.base_url
      ? this.models.endpoint({
          baseUrl: row.base_url,
          model: row.model!,
          apiKey: this.endpointKey(row.service, row.api_key_sealed),
        })
      : this.models.runtime.embedder;
  }

  /** The bot's key opened; throws (the bot's embedding fails, with the reason) when it cannot be. */
  private endpointKey(service: string, sealed: string | null): string | null {
    const { apiKey, keyError } = openEndpointKey(this.models.secrets, service, sealed);
    if (keyError) throw new Error(keyError);
    return apiKey;
  }

  private async failed(services: string[], model: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.onError(`embedding ${services.join(', ')} with ${model} failed: ${message}`);
    for (const service of services)
      await this.db.execute(sql`
        INSERT INTO kb_embedding_progress AS p
          (service, model_id, status, attempts, last_error, retry_at, pending)
        VALUES (${service}, ${model}, 'failed', 1, ${message},
          now() + make_interval(secs => ${RETRY_MS / 1000}), ${pendingSql(service, model)})
        ON CONFLICT (service, model_id) DO UPDATE SET status = 'failed',
          attempts = p.attempts + 1, last_error = EXCLUDED.last_error, pending = EXCLUDED.pending,
          retry_at = now() + make_interval(secs => least(${RETRY_CAP_MS / 1000},
            ${RETRY_MS / 1000} * power(2, p.attempts))), updated_at = now()`);
  }
}

const pendingSql = (service: string, model: string) => sql`(SELECT count(*)::int FROM kb_chunks c
  WHERE c.service = ${service} AND NOT EXISTS (SELECT 1 FROM kb_chunk_embeddings e
    WHERE e.chunk_id = c.id AND e.model_id = ${model}))`;
