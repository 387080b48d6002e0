import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { EmbeddingRuntime } from './embedding-runtime';
import { toBytes } from './vector-bytes';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Chunks embedded per pass: a few seconds of the model, so a stop or a new chunk waits little.
const BATCH = 32;
// How often an idle pipeline looks for chunks written since (by this or another instance).
const IDLE_MS = 1_000;
// A bot whose embedding failed waits this long, doubled per attempt up to the cap.
const RETRY_MS = 5_000;
const RETRY_CAP_MS = 10 * 60_000;

/** Chunk text as it was embedded in the evaluation: the title (a page's subject) above the content. */
export const passageText = (title: string, content: string) =>
  title ? `${title}\n${content}` : content;

/**
 * Embeds every chunk without a vector of the service's model, off the request path: new
 * chunks from uploads, crawls and re-indexing, and (the backfill) every chunk stored before
 * embeddings existed. Its state per bot is kb_embedding_progress; a failure is recorded
 * there and retried after a back-off, so one bot's failure does not stop the others.
 * Vectors are written with ON CONFLICT DO NOTHING, so two instances may share the work.
 */
export class EmbeddingPipeline {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  // Each waiter with the number of passes begun when it asked: only a later pass that finds
  // nothing proves its chunks were embedded.
  private idleWaiters: { after: number; resolve: () => void }[] = [];
  private passes = 0;

  constructor(
    private readonly db: Db,
    private readonly runtime: EmbeddingRuntime,
    private readonly onError: (message: string) => void,
  ) {}

  start(): void {
    void this.runtime.loaded.then((embedder) => {
      if (embedder && !this.stopped) this.schedule(0);
      else this.releaseWaiters();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.releaseWaiters();
  }

  /** Resolves once every chunk written so far has its vector (or the model is unavailable). */
  async idle(): Promise<void> {
    const embedder = await this.runtime.loaded;
    if (!embedder || this.stopped) return;
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
      more = await this.embedBatch();
    } catch (error) {
      this.onError(`embedding pipeline: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!more) this.releaseWaiters(pass);
    this.running = undefined;
    this.schedule(more ? 0 : IDLE_MS);
  }

  private releaseWaiters(pass = Infinity): void {
    const waiting = this.idleWaiters;
    this.idleWaiters = waiting.filter((w) => w.after >= pass);
    for (const w of waiting) if (w.after < pass) w.resolve();
  }

  /** Embeds one batch; false when nothing (retry-ready) was waiting. */
  private async embedBatch(): Promise<boolean> {
    const embedder = this.runtime.embedder;
    if (!embedder) return false;
    const model = embedder.modelId;
    const chunks = rowsOf<{ id: string | number; service: string; title: string; content: string }>(
      await this.db.execute(sql`
        SELECT c.id, c.service, c.title, c.content FROM kb_chunks c
        WHERE NOT EXISTS (SELECT 1 FROM kb_chunk_embeddings e
            WHERE e.chunk_id = c.id AND e.model_id = ${model})
          AND NOT EXISTS (SELECT 1 FROM kb_embedding_progress p
            WHERE p.service = c.service AND p.model_id = ${model}
              AND p.status = 'failed' AND p.retry_at > now())
        ORDER BY c.id LIMIT ${BATCH}`),
    );
    if (chunks.length === 0) {
      await this.db.execute(sql`UPDATE kb_embedding_progress SET status = 'idle', pending = 0,
        updated_at = now() WHERE model_id = ${model} AND status = 'embedding'`);
      return false;
    }
    const services = [...new Set(chunks.map((c) => c.service))];
    let vectors: Float32Array[];
    try {
      vectors = await embedder.embed(
        chunks.map((c) => passageText(c.title, c.content)),
        'passage',
      );
    } catch (error) {
      await this.failed(services, model, error);
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
      for (const service of services) {
        const done = chunks.filter((c) => c.service === service).length;
        await tx.execute(sql`
          INSERT INTO kb_embedding_progress AS p (service, model_id, status, embedded, pending)
          VALUES (${service}, ${model}, 'embedding', ${done}, ${pendingSql(service, model)})
          ON CONFLICT (service, model_id) DO UPDATE SET status = 'embedding',
            embedded = p.embedded + ${done}, pending = EXCLUDED.pending, attempts = 0,
            last_error = NULL, retry_at = NULL, updated_at = now()`);
      }
    });
    return true;
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
