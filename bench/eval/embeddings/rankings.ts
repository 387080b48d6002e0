import { reciprocalRankFusion, VectorIndex, type Embedder } from '@switchboard/embedding-model';
import type { EvalChunk, EvalQuestion } from './collect';

const DEPTH = 50;

/** A question's vector side: chunk ids by cosine, the best cosine, and the query vector. */
export interface VectorSide {
  ranked: number[];
  topCosine: number;
  query: Float32Array;
}

export interface ModelRun {
  modelId: string;
  passageSeconds: number;
  chunks: number;
  /** Per question id. */
  vector: Map<string, VectorSide>;
  /** The int8 index against float32 on these questions: best passage changed, and share of the top 5 kept. */
  int8: { top1Changed: number; top5Kept: number };
}

export const passageText = (chunk: EvalChunk) =>
  chunk.title ? `${chunk.title}\n${chunk.content}` : chunk.content;

/** Embeds every chunk (timed: the seeding cost of the model) and each question, one index per bot. */
export async function runModel(
  embedder: Embedder,
  chunks: EvalChunk[],
  questions: EvalQuestion[],
): Promise<ModelRun> {
  const started = performance.now();
  const vectors = await embedder.embed(chunks.map(passageText), 'passage');
  const passageSeconds = (performance.now() - started) / 1000;
  const exact = new Map<string, VectorIndex>();
  const rounded = new Map<string, VectorIndex>();
  chunks.forEach((chunk, i) => {
    const vector = vectors[i]!;
    for (const [indexes, precision] of [
      [exact, 'float32'],
      [rounded, 'int8'],
    ] as const) {
      if (!indexes.has(chunk.slug))
        indexes.set(chunk.slug, new VectorIndex(vector.length, precision));
      indexes.get(chunk.slug)!.upsert(chunk.id, vector);
    }
  });
  const queries = await embedder.embed(
    questions.map((q) => q.question),
    'query',
  );
  const vector = new Map<string, VectorSide>();
  let changed = 0;
  let kept = 0;
  questions.forEach((q, i) => {
    const query = queries[i]!;
    const hits = exact.get(q.slug)!.search(query, DEPTH);
    const int8 = rounded.get(q.slug)!.search(query, 5);
    if (int8[0]?.id !== hits[0]?.id) changed++;
    const truth = new Set(hits.slice(0, 5).map((h) => h.id));
    kept += int8.filter((h) => truth.has(h.id)).length / Math.max(truth.size, 1);
    vector.set(q.id, { ranked: hits.map((h) => h.id), topCosine: hits[0]?.score ?? 0, query });
  });
  return {
    modelId: embedder.modelId,
    passageSeconds,
    chunks: chunks.length,
    vector,
    int8: { top1Changed: changed / questions.length, top5Kept: kept / questions.length },
  };
}

// The retriever's rule, on titles: an old version of a page ranks below the current one
// unless the question names a year the title holds.
const OUTDATED = /\b(?:superseded|archived|expired|obsolete|outdated)\b/i;
export const OUTDATED_WEIGHT = 0.75;

export function outdated(chunk: EvalChunk, question: string): boolean {
  if (!OUTDATED.test(chunk.title)) return false;
  const years = question.match(/\b(?:19|20)\d\d\b/g) ?? [];
  return !years.some((year) => chunk.title.includes(year));
}

export type Ranking = 'bm25' | 'vector' | 'hybrid' | 'hybrid, current first';
export const RANKINGS: Ranking[] = ['bm25', 'vector', 'hybrid', 'hybrid, current first'];

/** Chunk ids best first under each way of ranking. */
export function rankChunks(
  ranking: Ranking,
  q: EvalQuestion,
  side: VectorSide,
  byId: Map<number, EvalChunk>,
): number[] {
  if (ranking === 'bm25') return q.bm25;
  if (ranking === 'vector') return side.ranked;
  const fused = reciprocalRankFusion([q.bm25, side.ranked]);
  if (ranking === 'hybrid') return fused.map((f) => f.id);
  return currentFirst(fused, q, byId);
}

/** Chunk ids by score, an outdated page's score lowered as the retriever lowers it. */
export function currentFirst(
  scored: { id: number; score: number }[],
  q: EvalQuestion,
  byId: Map<number, EvalChunk>,
): number[] {
  return scored
    .map((f) => ({
      id: f.id,
      score: outdated(byId.get(f.id)!, q.question) ? f.score * OUTDATED_WEIGHT : f.score,
    }))
    .sort((a, b) => b.score - a.score)
    .map((f) => f.id);
}
