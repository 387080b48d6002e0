/**
 * Knowledge-service bench on a temp PGlite database:
 * chat latency (POST /kb/default/chat/) with 1,000 and with 50,000 chunks
 * indexed, and document ingest throughput for a multi-page PDF.
 * Synthetic text comes from a seeded generator, so every run sees the same corpus.
 * Run: npx tsx bench/kb-retrieval.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildPlatform } from '@switchboard/platform/app';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks, kbDocuments } from '@switchboard/knowledge-service/schema';
import { seedIfEmpty } from '@switchboard/platform/seed/seed';
import { seededRandom } from '@switchboard/platform/seed/seeded-random';

const CHAT_REQUESTS = 60;
const CHUNKS_PER_DOCUMENT = 100;
const PDF_PAGES = 100;
// The knowledge routes need the service credential the gateway normally adds.
const API_KEY = 'bench-kb-key-not-for-production';
const KEY_HEADER = { 'x-api-key': API_KEY };

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

async function addChunks(db: Db, count: number, offset: number): Promise<void> {
  for (let start = 0; start < count; start += CHUNKS_PER_DOCUMENT) {
    const size = Math.min(CHUNKS_PER_DOCUMENT, count - start);
    const [doc] = await db
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
      })
      .returning({ id: kbDocuments.id });
    const rows = Array.from({ length: size }, (_, ordinal) => ({
      service: 'default',
      documentId: doc!.id,
      ordinal,
      title: `Synthetic ${offset + start}`,
      content: passage(800),
    }));
    await db.insert(kbChunks).values(rows);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function chatLatency(url: string): Promise<{ p50: number; p95: number; answered: number }> {
  const samples: number[] = [];
  let answered = 0;
  // Loading 49k chunks outlasts the server's keep-alive: a first untimed request may find
  // its pooled connection closed, and must not count as a failure or a sample.
  await fetch(`${url}/kb/default/api-info`, { headers: KEY_HEADER }).catch(() => undefined);
  for (let i = 0; i < CHAT_REQUESTS; i += 1) {
    // Half the questions reuse corpus words (matches), half mix in unseen words (weak or no match).
    const words = Array.from({ length: 3 + (i % 4) }, () =>
      i % 2 === 0 ? word() : `${pick(SYLLABLES)}xyz${i}`,
    );
    const message = `What about ${words.join(' ')}?`;
    const started = performance.now();
    const response = await fetch(`${url}/kb/default/chat/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...KEY_HEADER },
      body: JSON.stringify({ message, user_id: 'bench' }),
    });
    const body = (await response.json()) as { confidence: number };
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`chat answered ${response.status}`);
    if (body.confidence >= 0.2) answered += 1;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), answered };
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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-bench-'));
  const { app, context } = await buildPlatform({
    logger: false,
    env: {
      PLATFORM_DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-not-for-production-0123456789',
      KB_API_KEY: API_KEY,
    },
    config: { port: 0, host: '127.0.0.1' },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await seedIfEmpty(context.database.db, context.publicUrl());
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const rows: string[][] = [];

    let started = performance.now();
    await addChunks(context.database.db, 1_000, 0);
    const small = await chatLatency(url);
    rows.push([
      'chat, 1,000 chunks',
      `${small.p50.toFixed(1)} ms`,
      `${small.p95.toFixed(1)} ms`,
      `${small.answered}/${CHAT_REQUESTS} answered; load ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ]);

    started = performance.now();
    await addChunks(context.database.db, 49_000, 1_000);
    const loadSeconds = (performance.now() - started) / 1000;
    const large = await chatLatency(url);
    rows.push([
      'chat, 50,000 chunks',
      `${large.p50.toFixed(1)} ms`,
      `${large.p95.toFixed(1)} ms`,
      `${large.answered}/${CHAT_REQUESTS} answered; +49k chunks inserted in ${loadSeconds.toFixed(1)} s`,
    ]);

    const ingest = await ingestThroughput(url);
    rows.push([
      `ingest, ${ingest.pages}-page PDF`,
      `${(ingest.pages / ingest.seconds).toFixed(1)} pages/s`,
      `${ingest.seconds.toFixed(2)} s`,
      `${ingest.chunks} chunks`,
    ]);

    console.log('\n| measurement | p50 / rate | p95 / time | notes |\n|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
