import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { startEmbeddingsTestServer } from '@switchboard/embedding-model/testing/embeddings-test-server';
import type { Db } from '@switchboard/server-kit/db/connect';
import { addChunk, SERVICE } from '../retrieval/lexical-index-fixtures';
import { SecretBox, secretKeyOf } from '../secrets/secret-box';
import { saveBotModel } from '../embeddings/bot-model-store';
import { EmbeddingPipeline } from '../embeddings/embedding-pipeline';
import { EmbeddingRuntime } from '../embeddings/embedding-runtime';
import { ModelDirectory } from '../embeddings/model-directory';

/*
 * The embedding pipeline left idle on a store (both backends), its statements counted: run
 * by quiet-pipeline.test.ts in a process of its own (PGlite cannot load inside jest). The
 * bot embeds on a local OpenAI-compatible server that can be told to fail.
 */

const KEY = 'sk-quiet-pipeline-test-key-3f9a';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The statements that read every chunk (the chunk and the sentence scans join the bots' models). */
const isScan = (text: string) =>
  text.includes('LEFT JOIN kb_bot_models m ON m.service = c.service');

/** `db` with every statement run on it outside a transaction recorded as text. */
function counted(db: Db): { db: Db; statements: string[] } {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (query: SQL) => {
        statements.push(dialect.sqlToQuery(query).sql);
        return target.execute(query);
      };
    },
  });
  return { db: proxy, statements };
}

async function until<T>(what: string, found: () => Promise<T | undefined>, ms = 20_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await pause(100)) {
    const value = await found();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

const vectorOf = (db: Db, chunk: number, model: string, ms?: number) =>
  until(
    `chunk ${chunk}'s vector of ${model}`,
    async () => {
      const [row] = rowsOf<{ at: string }>(
        await db.execute(sql`SELECT e.created_at::text AS at FROM kb_chunk_embeddings e
        JOIN kb_sentence_embeddings s ON s.chunk_id = e.chunk_id AND s.model_id = e.model_id
        WHERE e.chunk_id = ${chunk} AND e.model_id = ${model}`),
      );
      return row?.at;
    },
    ms,
  );

/**
 * The pipeline embeds a chunk, falls quiet, and then: scans no chunk while nothing changes;
 * embeds a chunk written behind its back (another instance's upload); embeds a chunk whose
 * embedding failed when its retry falls due, with nothing else changed; and embeds every
 * chunk again when the bot's model changes.
 */
export async function quietPipeline(store: Db) {
  const endpoint = await startEmbeddingsTestServer({ apiKey: KEY, models: ['one', 'two'] });
  const secrets = new SecretBox(secretKeyOf('quiet-pipeline-scenario-secret-0123456789'));
  const { db, statements } = counted(store);
  const onModel = (model: string, from: string | null) =>
    saveBotModel(
      store,
      secrets,
      SERVICE,
      { source: 'endpoint', baseUrl: endpoint.baseUrl, model, apiKey: KEY, modelId: model },
      { from, to: model },
    );
  const pipeline = new EmbeddingPipeline(
    db,
    new ModelDirectory(db, new EmbeddingRuntime(null), [endpoint.origin], secrets),
    () => undefined,
  );
  try {
    await onModel('one', null);
    const first = await addChunk(store, 'Returns', 'Items may be returned within 30 days.');
    pipeline.start();
    await vectorOf(store, first, 'one');
    await pipeline.idle();

    // Three idle passes, however long the machine takes to run them.
    const quietFrom = statements.length;
    const quietPasses = () =>
      statements.slice(quietFrom).filter((text) => text.includes('kb_service_stats s'));
    await until('three quiet passes', async () => (quietPasses().length >= 3 ? true : undefined));
    const quiet = statements.slice(quietFrom);

    const written = await addChunk(store, 'Delivery', 'Orders to Kisumu arrive in 3 days.', 1);
    await vectorOf(store, written, 'one');

    endpoint.mode = 'error';
    const failing = await addChunk(store, 'Repairs', 'Headphones are repaired free for a year.', 2);
    const [failed] = await until('the failure recorded', async () => {
      const rows = rowsOf<{ retry_at: string; attempts: number }>(
        await store.execute(sql`SELECT retry_at::text, attempts FROM kb_embedding_progress
          WHERE service = ${SERVICE} AND model_id = 'one' AND status = 'failed'`),
      );
      return rows.length > 0 ? rows : undefined;
    });
    endpoint.mode = 'ok';
    // Generous: the retry falls due 5 s after the failure, and only the due retry embeds it.
    const retriedAt = await vectorOf(store, failing, 'one', 120_000);
    const [afterRetry] = rowsOf<{ status: string; attempts: number; retry_at: string | null }>(
      await store.execute(sql`SELECT status, attempts, retry_at::text FROM kb_embedding_progress
        WHERE service = ${SERVICE} AND model_id = 'one'`),
    );

    await onModel('two', 'one');
    const switched = [];
    for (const chunk of [first, written, failing])
      switched.push(await vectorOf(store, chunk, 'two'));

    return {
      quietScans: quiet.filter(isScan).length,
      failedAttempts: failed!.attempts,
      retriedBeforeDue: new Date(retriedAt) < new Date(failed!.retry_at),
      afterRetry,
      switched: switched.length,
    };
  } finally {
    await pipeline.stop();
    await endpoint.close();
  }
}
