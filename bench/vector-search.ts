/**
 * The embedding step and the exact vector index at chat scale, in one process:
 * - the embedded model: load time, memory it adds, one question's embedding (p50/p95, the
 *   chat path's cost) and passages' (the pipeline's cost);
 * - the index: 50,000 chunks of 384 dimensions in float32 and in int8, top-10 query time
 *   (p50/p95), memory, and the int8 ranking against float32 on the same queries.
 * Vectors are seeded and clustered (see clustered-vectors.ts), so every run sees the same.
 * Run: npx tsx bench/vector-search.ts [model-id] (default: the service's model).
 */
import {
  clusteredVectors,
  DEFAULT_MODEL_ID,
  embeddedModel,
  obtainWeights,
  OnnxEmbedder,
  VectorIndex,
  type Precision,
} from '@switchboard/embedding-model';
import { seededRandom } from '@switchboard/platform/seed/seeded-random';
import { describeMachine } from './support/machine';
import { percentile } from './support/stats';

const CHUNKS = 50_000;
const DIMS = 384;
const QUERIES = 200;
const QUESTIONS = [
  'hi i bought a blender about 3 weeks ago and i changed my mind, can i still return it?',
  'how long will it take for my order to get to Kisumu?',
  'my headphones stopped working after 8 months, will you fix them for free?',
  'Is it possible to split my payment into installments?',
  'how many days of annual leave do new staff get',
];
const PASSAGE =
  'Items bought online may be returned within 30 days of delivery for a full refund, provided they are unused and in their original packaging. Refunds go back to the original payment method within 5 working days of the item reaching our warehouse.';

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const fixed = (value: number) => value.toFixed(2);

function timings(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${fixed(percentile(sorted, 50))} ms, p95 ${fixed(percentile(sorted, 95))} ms`;
}

async function modelPart(id: string): Promise<void> {
  const model = embeddedModel(id);
  const obtained = obtainWeights(model);
  if (obtained.status === 'unavailable') throw new Error(obtained.reason);
  global.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const embedder = (await OnnxEmbedder.load(model))!;
  const loadMs = performance.now() - started;
  await embedder.embed(QUESTIONS, 'query');
  const queryTimes: number[] = [];
  for (let round = 0; round < 12; round++)
    for (const question of QUESTIONS) {
      const at = performance.now();
      await embedder.embed([question], 'query');
      queryTimes.push(performance.now() - at);
    }
  const passageTimes: number[] = [];
  for (let round = 0; round < 20; round++) {
    const at = performance.now();
    await embedder.embed([`${round} ${PASSAGE}`], 'passage');
    passageTimes.push(performance.now() - at);
  }
  const after = process.memoryUsage().rss;
  console.log(`\n## Embedded model ${id} (1 onnxruntime thread)\n`);
  console.log(`- load: ${fixed(loadMs)} ms; resident memory added: ${mb(after - before)}`);
  console.log(`- a question (${QUESTIONS.length} customer questions × 12): ${timings(queryTimes)}`);
  console.log(`- a 250-character passage (× 20): ${timings(passageTimes)}`);
  await embedder.close();
}

function indexPart(): void {
  const random = seededRandom(20261127);
  const vectors = clusteredVectors(CHUNKS, DIMS, random, 500);
  const queries = clusteredVectors(QUERIES, DIMS, seededRandom(7), 500);
  console.log(
    `\n## Exact vector index: ${CHUNKS.toLocaleString('en')} chunks × ${DIMS} dimensions, top 10\n`,
  );
  console.log(
    '| precision | build | query p50 | query p95 | memory | top 10 kept vs float32 |\n|---|---|---|---|---|---|',
  );
  const truth: number[][] = [];
  for (const precision of ['float32', 'int8'] as Precision[]) {
    const built = performance.now();
    const index = new VectorIndex(DIMS, precision, CHUNKS);
    vectors.forEach((vector, id) => index.upsert(id, vector));
    const buildMs = performance.now() - built;
    for (const query of queries.slice(0, 10)) index.search(query, 10);
    const times: number[] = [];
    let kept = 0;
    queries.forEach((query, q) => {
      const at = performance.now();
      const hits = index.search(query, 10);
      times.push(performance.now() - at);
      if (precision === 'float32') truth[q] = hits.map((h) => h.id);
      else kept += hits.filter((h) => truth[q]!.includes(h.id)).length / 10;
    });
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `| ${precision} | ${fixed(buildMs)} ms | ${fixed(percentile(sorted, 50))} ms | ${fixed(percentile(sorted, 95))} ms | ${mb(index.bytes)} | ${precision === 'float32' ? '—' : `${((kept / QUERIES) * 100).toFixed(1)}%`} |`,
    );
  }
}

async function main(): Promise<void> {
  console.log(describeMachine());
  await modelPart(process.argv[2] ?? DEFAULT_MODEL_ID);
  indexPart();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
