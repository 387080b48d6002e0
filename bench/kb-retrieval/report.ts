import { percentile } from '../support/stats';
import { CHAT_REQUESTS, type Latency } from './chat-latency';
import type { IngestCost } from './ingest-cost';
import type { vectorStorage } from './synthetic-corpus';

export interface Stage {
  chunks: number;
  bm25: Latency;
  /** Hybrid with every answer sentence embedded at the question (before they were stored); not run with --quick. */
  embedded: Latency | undefined;
  /** Hybrid with the sentence vectors the pipeline stored. */
  stored: Latency;
  /** The first question after a start: the vectors read into the in-memory index. */
  warmSeconds: number;
  /** The same for BM25 alone: the chunks read into the in-process BM25 index. */
  bm25WarmSeconds: number;
  /** What the bot's BM25 index holds, counted from its arrays, and the process's resident growth while it was read. */
  bm25IndexMb: number;
  bm25RssGrowthMb: number;
  rssMb: number;
  storage: Awaited<ReturnType<typeof vectorStorage>>;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pair = (l: Latency | undefined) =>
  l ? `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)} (CPU ${ms(l.cpuMs)} a question)` : '–';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printReport(stages: Stage[], ingest: IngestCost | undefined): void {
  console.log(
    '\n| chunks | BM25 alone p50 / p95 / p99 | hybrid, sentences embedded per question (before) | hybrid, sentence vectors stored (after) | notes |',
  );
  console.log('|---|---|---|---|---|');
  for (const s of stages)
    console.log(
      `| ${s.chunks.toLocaleString('en')} | ${pair(s.bm25)} | ${pair(s.embedded)} | ${pair(s.stored)} | answered ${s.bm25.answered} / ${s.embedded?.answered ?? '–'} / ${s.stored.answered} of ${CHAT_REQUESTS}; retrievers ${s.bm25.retrievers.join(',')} → ${s.stored.retrievers.join(',')}; BM25 index read by the first question in ${s.bm25WarmSeconds.toFixed(1)} s, holding ${s.bm25IndexMb.toFixed(1)} MB (resident +${s.bm25RssGrowthMb.toFixed(0)} MB); vectors loaded by the first question in ${s.warmSeconds.toFixed(1)} s; process RSS ${s.rssMb.toFixed(0)} MB; stored per chunk: its vector ${kb(s.storage.chunkBytes)}, its ${s.storage.sentencesPerChunk.toFixed(1)} sentences' vectors ${kb(s.storage.sentenceBytes)} |`,
    );
  console.log(
    '\nPer stage, p50 / p95 over the requests that ran it (ms; stages nest, see stage-timings.ts):\n',
  );
  console.log('| chunks | stage | BM25 alone | hybrid, embedded per question | hybrid, stored |');
  console.log('|---|---|---|---|---|');
  const cell = (times: number[] | undefined) =>
    times
      ? `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} (${times.length})`
      : '–';
  for (const { chunks, bm25, embedded, stored } of stages) {
    const names = [
      ...new Set([
        ...bm25.stages.keys(),
        ...(embedded?.stages.keys() ?? []),
        ...stored.stages.keys(),
      ]),
    ];
    for (const name of names)
      console.log(
        `| ${chunks.toLocaleString('en')} | ${name} | ${cell(bm25.stages.get(name))} | ${cell(embedded?.stages.get(name))} | ${cell(stored.stages.get(name))} |`,
      );
  }
  if (ingest)
    console.log(
      `\ningest, ${ingest.pages}-page PDF: ${(ingest.pages / ingest.seconds).toFixed(1)} pages/s (${ingest.seconds.toFixed(2)} s, ${ingest.chunks} chunks); then the pipeline: chunk vectors ${ingest.chunkVectorSeconds.toFixed(1)} s (${((ingest.chunkVectorSeconds * 1000) / ingest.chunks).toFixed(0)} ms a chunk), sentence vectors ${ingest.sentenceVectorSeconds.toFixed(1)} s (${((ingest.sentenceVectorSeconds * 1000) / ingest.chunks).toFixed(0)} ms a chunk)`,
    );
}
