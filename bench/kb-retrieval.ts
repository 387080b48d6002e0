/**
 * Knowledge-service bench on a temp PGlite database: chat latency (POST /kb/default/chat/)
 * at 1,000 and at 50,000 chunks, BM25 alone beside hybrid retrieval with the question's
 * embedding included (the embedded model embeds every question; BM25 and the exact
 * in-memory vector search over the bot's vectors are fused), and document ingest
 * throughput for a multi-page PDF.
 * Each chunk is stored with a vector as the pipeline stores them (seeded, clustered unit
 * vectors of the model's size: exact search costs the same whatever they say), so the
 * bench measures answering, not the hours of embedding 50,000 passages on 2 cores.
 * BM25 alone and hybrid run on the same database, the service started once with
 * KB_EMBEDDING_MODEL=none and once with the model.
 * Each chat's stages (question terms, BM25, the question's embedding, the vector search, …)
 * are timed inside the service (retrieval/stage-timings.ts) and reported beside the whole
 * request's time, so the table says where the milliseconds go.
 * Synthetic text comes from a seeded generator, so every run sees the same corpus.
 * Run: npx tsx bench/kb-retrieval.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { clusteredVectors, DEFAULT_MODEL_ID, embeddedModel } from '@switchboard/embedding-model';
import { buildPlatform } from '@switchboard/platform/app';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks, kbDocuments } from '@switchboard/knowledge-service/schema';
import { lexicalIndexOf, timeStagesWith } from '@switchboard/knowledge-service/retrieval';
import { seedIfEmpty } from '@switchboard/platform/seed/seed';
import { seededRandom } from '@switchboard/platform/seed/seeded-random';
import { describeMachine } from './support/machine';
import { percentile } from './support/stats';

const CHAT_REQUESTS = 60;
const CHUNKS_PER_DOCUMENT = 100;
const PDF_PAGES = 100;
// The knowledge routes need the service credential the gateway normally adds.
const API_KEY = 'bench-kb-key-not-for-production';
const KEY_HEADER = { 'x-api-key': API_KEY };

const MODEL = embeddedModel(DEFAULT_MODEL_ID);
// Vectors stored per inserted chunk, drawn from one seeded stream.
const vectorRandom = seededRandom(20261127);

const random = seededRandom(20261121);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ten',
  'ra',
  'vos',
  'bel',
  'qui',
  'dar',
  'nu',
  'shi',
  'po',
  'len',
  'gri',
  'tho',
  'wex',
  'zan',
  'mor',
  'fel',
  'ost',
];
// A Zipf-like vocabulary: a few very common words and a long tail, as in real text.
const VOCABULARY = Array.from({ length: 6000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
);
const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.5)]!;
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 12) }, word);
  return `${words[0]!.charAt(0).toUpperCase()}${words.slice(1).reduce((text, next) => `${text} ${next}`, words[0]!.slice(1))}.`;
};
const passage = (chars: number) => {
  let text = '';
  while (text.length < chars) text += `${sentence()} `;
  return text.trim();
};

/**
 * Chunks with their vectors in one transaction, as the pipeline would have left them: the
 * pipeline finds nothing to embed, and the bot is searched with all of them.
 */
async function addChunks(db: Db, count: number, offset: number): Promise<void> {
  for (let start = 0; start < count; start += CHUNKS_PER_DOCUMENT) {
    const size = Math.min(CHUNKS_PER_DOCUMENT, count - start);
    const vectors = clusteredVectors(size, MODEL.dimensions, vectorRandom);
    await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(kbDocuments)
        .values({
          service: 'default',
          fileName: `synthetic-${offset + start}.txt`,
          title: `Synthetic ${offset + start}`,
          fileType: 'txt',
          mimeType: 'text/plain',
          sizeBytes: size * 800,
          status: 'ready',
          chunkCount: size,
          // The chat asks as the bot's users do: a private document would answer no one here.
          isPublic: true,
        })
        .returning({ id: kbDocuments.id });
      const rows = Array.from({ length: size }, (_, ordinal) => ({
        service: 'default',
        documentId: doc!.id,
        ordinal,
        title: `Synthetic ${offset + start}`,
        content: passage(800),
      }));
      const ids = await tx.insert(kbChunks).values(rows).returning({ id: kbChunks.id });
      // float32 little-endian, as kb_chunk_embeddings stores a vector (x86 and arm are little-endian).
      const values = ids.map(
        ({ id }, i) =>
          sql`(${id}, ${MODEL.id}, 'default', ${MODEL.dimensions}, ${Buffer.from(vectors[i]!.buffer)})`,
      );
      await tx.execute(sql`INSERT INTO kb_chunk_embeddings (chunk_id, model_id, service, dims, vector)
        VALUES ${sql.join(values, sql`, `)}`);
    });
  }
}

interface Latency {
  p50: number;
  p95: number;
  /** Each stage's time per request (summed when a request runs it more than once), sorted. */
  stages: Map<string, number[]>;
  answered: number;
  /** The retriever_type every answer named (`hybrid` or the lexical one). */
  retrievers: string[];
}

function chat(url: string, message: string) {
  return fetch(`${url}/kb/default/chat/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...KEY_HEADER },
    body: JSON.stringify({ message, user_id: 'bench' }),
  });
}

async function chatLatency(url: string): Promise<Latency> {
  const samples: number[] = [];
  const stages = new Map<string, number[]>();
  const retrievers = new Set<string>();
  let answered = 0;
  for (let i = 0; i < CHAT_REQUESTS; i += 1) {
    const request = new Map<string, number>();
    timeStagesWith((stage, ms) => request.set(stage, (request.get(stage) ?? 0) + ms));
    // Half the questions reuse corpus words (matches), half mix in unseen words (weak or no match).
    const words = Array.from({ length: 3 + (i % 4) }, () =>
      i % 2 === 0 ? word() : `${pick(SYLLABLES)}xyz${i}`,
    );
    const message = `What about ${words.join(' ')}?`;
    const started = performance.now();
    const response = await chat(url, message);
    const body = (await response.json()) as { confidence: number; retriever_type: string };
    samples.push(performance.now() - started);
    timeStagesWith(null);
    for (const [stage, ms] of request) stages.set(stage, [...(stages.get(stage) ?? []), ms]);
    if (!response.ok) throw new Error(`chat answered ${response.status}`);
    if (body.confidence >= 0.2) answered += 1;
    retrievers.add(body.retriever_type);
  }
  samples.sort((a, b) => a - b);
  for (const times of stages.values()) times.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    stages,
    answered,
    retrievers: [...retrievers],
  };
}

async function ingestThroughput(
  url: string,
): Promise<{ pages: number; seconds: number; chunks: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PDF_PAGES; p += 1) {
    const page = pdf.addPage();
    passage(2400)
      .match(/.{1,95}(\s|$)/g)!
      .forEach((line, index) =>
        page.drawText(line.trim(), { x: 40, y: 780 - index * 14, size: 10, font }),
      );
  }
  const bytes = await pdf.save();
  const form = new FormData();
  // A copy typed on a plain ArrayBuffer, which Blob requires.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'bench.pdf');
  const started = performance.now();
  const response = await fetch(`${url}/kb/customer-support/documents/`, {
    method: 'POST',
    headers: KEY_HEADER,
    body: form,
  });
  const body = (await response.json()) as {
    page_count: number;
    chunk_count: number;
    status: string;
  };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201 || body.status !== 'ready')
    throw new Error(`upload answered ${response.status} ${JSON.stringify(body)}`);
  return { pages: body.page_count, seconds, chunks: body.chunk_count };
}

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
 * pipeline has embedded every chunk of every bot (the seeded bots' too): a pipeline still
 * embedding would take the cores the timed questions need.
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
        SELECT 1 FROM kb_chunk_embeddings e WHERE e.chunk_id = c.id AND e.model_id = ${MODEL.id})`)) as {
        rows: { n: number }[];
      }
    ).rows;
    if (health.embeddings.retrieval === 'hybrid' && Number(left?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the pipeline did not embed every chunk');
}

interface Stage {
  chunks: number;
  bm25: Latency;
  hybrid: Latency;
  /** The first question after a start: the vectors read into the in-memory index. */
  warmSeconds: number;
  /** The same for BM25 alone: the chunks read into the in-process BM25 index. */
  bm25WarmSeconds: number;
  /** What the bot's BM25 index holds, counted from its arrays, and the process's resident growth while it was read. */
  bm25IndexMb: number;
  bm25RssGrowthMb: number;
  rssMb: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-bench-'));
  const stages: Stage[] = [];
  let stored = 0;
  let ingest: Awaited<ReturnType<typeof ingestThroughput>> | undefined;
  try {
    for (const chunks of [1_000, 50_000]) {
      console.log(`${chunks.toLocaleString('en')} chunks: BM25 alone, then hybrid…`);
      const lexical = await startPlatform(dataDir, 'none');
      let bm25: Latency;
      let bm25Warm: Pick<Stage, 'bm25WarmSeconds' | 'bm25IndexMb' | 'bm25RssGrowthMb'>;
      try {
        await addChunks(lexical.db, chunks - stored, stored);
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
        stages.push({
          chunks,
          bm25,
          hybrid: await chatLatency(hybrid.url),
          warmSeconds,
          ...bm25Warm,
          rssMb: process.memoryUsage().rss / 2 ** 20,
        });
        if (chunks === 50_000) ingest = await ingestThroughput(hybrid.url);
      } finally {
        await hybrid.close();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${describeMachine()}; model ${MODEL.id} (${MODEL.dimensions} dimensions)`);
  console.log(
    '\n| chunks | BM25 alone p50 | BM25 alone p95 | hybrid p50 | hybrid p95 | hybrid ÷ BM25 (p50 / p95) | notes |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { chunks, bm25, hybrid, warmSeconds, rssMb, ...lexicalIndex } of stages)
    console.log(
      `| ${chunks.toLocaleString('en')} | ${ms(bm25.p50)} | ${ms(bm25.p95)} | ${ms(hybrid.p50)} | ${ms(hybrid.p95)} | ${ratio(hybrid.p50, bm25.p50)} / ${ratio(hybrid.p95, bm25.p95)} | answered ${bm25.answered}/${CHAT_REQUESTS} → ${hybrid.answered}/${CHAT_REQUESTS}; retrievers ${bm25.retrievers.join(',')} → ${hybrid.retrievers.join(',')}; BM25 index read by the first question in ${lexicalIndex.bm25WarmSeconds.toFixed(1)} s, holding ${lexicalIndex.bm25IndexMb.toFixed(1)} MB (resident +${lexicalIndex.bm25RssGrowthMb.toFixed(0)} MB); vectors loaded by the first question in ${warmSeconds.toFixed(1)} s; process RSS ${rssMb.toFixed(0)} MB |`,
    );
  console.log(
    '\nPer stage, p50 / p95 over the requests that ran it (ms; stages nest, see stage-timings.ts):\n',
  );
  console.log('| chunks | stage | BM25 alone | hybrid |');
  console.log('|---|---|---|---|');
  for (const { chunks, bm25, hybrid } of stages) {
    const cell = (times: number[] | undefined) =>
      times
        ? `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} (${times.length})`
        : '–';
    const names = [...new Set([...bm25.stages.keys(), ...hybrid.stages.keys()])];
    for (const name of names)
      console.log(
        `| ${chunks.toLocaleString('en')} | ${name} | ${cell(bm25.stages.get(name))} | ${cell(hybrid.stages.get(name))} |`,
      );
  }
  if (ingest)
    console.log(
      `\ningest, ${ingest.pages}-page PDF: ${(ingest.pages / ingest.seconds).toFixed(1)} pages/s (${ingest.seconds.toFixed(2)} s, ${ingest.chunks} chunks)`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
