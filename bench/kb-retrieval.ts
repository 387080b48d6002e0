/**
 * Knowledge-service bench on a temp PGlite database: chat latency (POST /kb/default/chat/)
 * at 1,000 and at 50,000 chunks, BM25 alone beside hybrid retrieval with the question's
 * embedding included (the embedded model embeds every question; BM25 and the exact
 * in-memory vector search over the bot's vectors are fused), and the cost of ingesting a
 * multi-page PDF: the upload, then the pipeline's chunk and sentence vectors.
 * Hybrid runs twice on the same database: with every answer sentence embedded at the
 * question (the stored sentence vectors made unreadable, as before they were stored), then
 * reading the sentence vectors the pipeline stored (kb-retrieval/synthetic-corpus.ts says
 * how the synthetic chunks get their vectors).
 * BM25 alone and hybrid run on the same database, the service started once with
 * KB_EMBEDDING_MODEL=none and once with the model.
 * Each chat's stages (question terms, BM25, the question's embedding, the vector search, the
 * sentence vectors, …) are timed inside the service (stage-timings.ts) and reported
 * beside the whole request's time, so the table says where the milliseconds go.
 * Run: npx tsx bench/kb-retrieval.ts [--sizes 50000] [--quick]: `--sizes` the corpus sizes
 * (1,000 and 50,000 by default), `--quick` skips the per-question sentence embedding and the
 * ingest cost (the chat with stored sentence vectors and BM25 alone only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_MODEL_ID, embeddedModel } from '@switchboard/embedding-model';
import { buildPlatform } from '@switchboard/platform/app';
import type { Db } from '@switchboard/server-kit/db/connect';
import { lexicalIndexOf } from '@switchboard/knowledge-service/retrieval';
import { seedIfEmpty } from '@switchboard/platform/seed/seed';
import { describeMachine } from './support/machine';
import { API_KEY, chat, chatLatency, KEY_HEADER, type Latency } from './kb-retrieval/chat-latency';
import { ingestCost, type IngestCost } from './kb-retrieval/ingest-cost';
import { printReport, type Stage } from './kb-retrieval/report';
import { addChunks, sentenceVectorsReadable, vectorStorage } from './kb-retrieval/synthetic-corpus';

const MODEL = embeddedModel(DEFAULT_MODEL_ID);
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const SIZES = (argument('--sizes') ?? '1000,50000').split(',').map(Number);
const QUICK = process.argv.includes('--quick');

interface Running {
  url: string;
  db: Db;
  close: () => Promise<void>;
}

/** The platform on the bench's database, with the embedded model or without (BM25 alone). */
async function startPlatform(dataDir: string, model: string): Promise<Running> {
  const { app, context } = await buildPlatform({
    logger: false,
    env: {
      PLATFORM_DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-not-for-production-0123456789',
      KB_API_KEY: API_KEY,
      KB_EMBEDDING_MODEL: model,
    },
    config: { port: 0, host: '127.0.0.1' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await seedIfEmpty(context.database.db, context.publicUrl());
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { url, db: context.database.db, close: () => app.close() };
}

/**
 * Waits until the model is loaded, the bench's bot answers with hybrid retrieval and the
 * pipeline has embedded every chunk of every bot and its sentences (the seeded bots' too):
 * a pipeline still embedding would take the cores the timed questions need.
 */
async function hybridReady({ url, db }: Running): Promise<void> {
  for (const deadline = Date.now() + 1_800_000; Date.now() < deadline;) {
    const health = (await (
      await fetch(`${url}/kb/default/health`, { headers: KEY_HEADER })
    ).json()) as { embeddings: { status: string; retrieval: string } };
    if (health.embeddings.status === 'unavailable')
      throw new Error('the embedded model is unavailable: run `npm start` once to obtain it');
    const [left] = (
      (await db.execute(sql`SELECT count(*)::int AS n FROM kb_chunks c WHERE NOT EXISTS (
        SELECT 1 FROM kb_chunk_embeddings e WHERE e.chunk_id = c.id AND e.model_id = ${MODEL.id})
        OR NOT EXISTS (SELECT 1 FROM kb_sentence_embeddings s WHERE s.chunk_id = c.id
          AND s.model_id = ${MODEL.id} AND s.change_seq = c.change_seq)`)) as {
        rows: { n: number }[];
      }
    ).rows;
    if (health.embeddings.retrieval === 'hybrid' && Number(left?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the pipeline did not embed every chunk');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-bench-'));
  const stages: Stage[] = [];
  let stored = 0;
  let ingest: IngestCost | undefined;
  try {
    for (const chunks of SIZES) {
      console.log(`${chunks.toLocaleString('en')} chunks: BM25 alone, then hybrid…`);
      const lexical = await startPlatform(dataDir, 'none');
      let bm25: Latency;
      let bm25Warm: Pick<Stage, 'bm25WarmSeconds' | 'bm25IndexMb' | 'bm25RssGrowthMb'>;
      try {
        await addChunks(lexical.db, MODEL, chunks - stored, stored);
        stored = chunks;
        // Loading the chunks outlasts the server's keep-alive: a first untimed request may
        // find its pooled connection closed, and must not count as a failure or a sample.
        await fetch(`${lexical.url}/kb/default/api-info`, { headers: KEY_HEADER }).catch(
          () => undefined,
        );
        const rssBefore = process.memoryUsage().rss;
        const warm = performance.now();
        await chat(lexical.url, 'What about warming the index?');
        bm25Warm = {
          bm25WarmSeconds: (performance.now() - warm) / 1000,
          bm25IndexMb: (await lexicalIndexOf(lexical.db).postings('default')).bytes / 2 ** 20,
          bm25RssGrowthMb: (process.memoryUsage().rss - rssBefore) / 2 ** 20,
        };
        bm25 = await chatLatency(lexical.url);
      } finally {
        await lexical.close();
      }
      const hybrid = await startPlatform(dataDir, MODEL.id);
      try {
        await hybridReady(hybrid);
        const warm = performance.now();
        await chat(hybrid.url, 'What about warming the index?');
        const warmSeconds = (performance.now() - warm) / 1000;
        let embedded: Latency | undefined;
        if (!QUICK) {
          await sentenceVectorsReadable(hybrid.db, false);
          embedded = await chatLatency(hybrid.url);
          await sentenceVectorsReadable(hybrid.db, true);
        }
        stages.push({
          chunks,
          bm25,
          embedded,
          stored: await chatLatency(hybrid.url),
          warmSeconds,
          ...bm25Warm,
          rssMb: process.memoryUsage().rss / 2 ** 20,
          storage: await vectorStorage(hybrid.db),
        });
        // Printed at once too: a run cut short (the 50,000 stage takes long on a loaded machine) keeps what it measured.
        printReport(stages.slice(-1), undefined);
        if (chunks === 50_000 && !QUICK) ingest = await ingestCost(hybrid.url);
      } finally {
        await hybrid.close();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${describeMachine()}; model ${MODEL.id} (${MODEL.dimensions} dimensions)`);
  printReport(stages, ingest);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
