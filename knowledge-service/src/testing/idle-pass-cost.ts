import { sql, type SQL } from 'drizzle-orm';
import { startEmbeddingsTestServer } from '@switchboard/embedding-model/testing/embeddings-test-server';
import type { Db } from '@switchboard/server-kit/db/connect';
import { saveBotModel } from '../embeddings/bot-model-store';
import { EmbeddingPipeline } from '../embeddings/embedding-pipeline';
import { EmbeddingRuntime } from '../embeddings/embedding-runtime';
import { ModelDirectory } from '../embeddings/model-directory';
import { addChunk, SERVICE } from '../retrieval/lexical-index-fixtures';
import { SecretBox, secretKeyOf } from '../secrets/secret-box';

const KEY = 'sk-idle-pass-bench-key';
const DIMS = 48;

/** `db` with each statement's wall time recorded under its first words. */
function timedStatements(db: Db): { db: Db; times: { scan: boolean; ms: number }[] } {
  const times: { scan: boolean; ms: number }[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return async (query: SQL) => {
        const started = performance.now();
        try {
          return await target.execute(query);
        } finally {
          const text = query.queryChunks.map((c) => JSON.stringify(c)).join('');
          times.push({
            scan: text.includes('LEFT JOIN kb_bot_models'),
            ms: performance.now() - started,
          });
        }
      };
    },
  });
  return { db: proxy, times };
}

/**
 * The embedding pipeline idle over `chunks` chunks that all have their vectors and sentence
 * vectors (one bot on a local endpoint, so nothing is embedded): what the connection spends
 * on its first pass (the two scans over every chunk, as every idle pass did before) and on
 * each later pass (the quiet check), for bench/idle-pipeline.ts.
 */
export async function idlePassCost(store: Db, chunks: number, seconds: number) {
  const endpoint = await startEmbeddingsTestServer({ apiKey: KEY, models: ['one'] });
  const secrets = new SecretBox(secretKeyOf('idle-pass-bench-secret-0123456789abcdef'));
  try {
    await saveBotModel(
      store,
      secrets,
      SERVICE,
      { source: 'endpoint', baseUrl: endpoint.baseUrl, model: 'one', apiKey: KEY, modelId: 'one' },
      { from: 'one', to: 'one' },
    );
    const first = await addChunk(store, 'Seed', 'seed text');
    await store.execute(sql`INSERT INTO kb_chunks (service, document_id, ordinal, title, content)
      SELECT ${SERVICE}, d.document_id, g, 'Title ' || g, repeat('word' || (g % 997) || ' ', 120)
      FROM (SELECT document_id FROM kb_chunks WHERE id = ${first}) d, generate_series(1, ${chunks - 1}) g`);
    const zeros = sql`decode(repeat('00', ${DIMS * 4}), 'hex')`;
    await store.execute(sql`INSERT INTO kb_chunk_embeddings (chunk_id, model_id, service, dims, vector)
      SELECT id, 'one', service, ${DIMS}, ${zeros} FROM kb_chunks`);
    await store.execute(sql`INSERT INTO kb_sentence_embeddings
        (chunk_id, model_id, service, change_seq, texts_digest, dims, count, vectors)
      SELECT id, 'one', service, change_seq, 'bench', ${DIMS}, 1, ${zeros} FROM kb_chunks`);
    await store.execute(sql`ANALYZE kb_chunks, kb_chunk_embeddings, kb_sentence_embeddings`);
    const { db, times } = timedStatements(store);
    const pipeline = new EmbeddingPipeline(
      db,
      new ModelDirectory(db, new EmbeddingRuntime(null), [endpoint.origin], secrets),
      () => undefined,
    );
    pipeline.start();
    await pipeline.idle();
    const firstPass = times.splice(0);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await pipeline.stop();
    const sum = (list: { ms: number }[]) => list.reduce((total, t) => total + t.ms, 0);
    return {
      chunks,
      scansMs: firstPass.filter((t) => t.scan).map((t) => t.ms),
      firstPassMs: sum(firstPass),
      laterPasses: times.length,
      laterScans: times.filter((t) => t.scan).length,
      laterMs: times.map((t) => t.ms).sort((a, b) => a - b),
      requests: endpoint.requests.length,
    };
  } finally {
    await endpoint.close();
  }
}
