/**
 * The pool choice-pool-dump.ts writes (every question's candidate answer sentences with what a
 * choice can read and what choosing each gives) and what the scripts scoring it offline share.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { EmbeddingRuntime } from '@switchboard/knowledge-service/retrieval';
import { mean } from '../metrics';

export interface PoolCandidate {
  chunk: number;
  index: number;
  text: string;
  /** The answer said around it (answerAround). */
  answer: string;
  heading: boolean;
  score: number;
  typed: boolean;
  cosine: number | null;
  terms: string[];
  /** Whether today's choice chose it. */
  current: boolean;
  stated: boolean;
  rightDoc: boolean;
  /** The decline's P(answerable) with its cosine. */
  p: number | null;
}

export interface PoolRow {
  id: string;
  slug: string;
  group: 'odd' | 'even' | 'new';
  question: string;
  fact?: string;
  asked: string[];
  threshold: number | null;
  passages: {
    doc: string;
    title: string;
    cosine: number | null;
    bm25: number;
    titleTerms: string[];
    factHere: boolean;
  }[];
  pool: PoolCandidate[];
}

export const readPool = (path = '/tmp/choice-pool.json') =>
  JSON.parse(readFileSync(path, 'utf8')) as PoolRow[];

/** Each value's distance from the list's mean, in standard deviations (0 for a flat list). */
export function standardised(values: number[]): number[] {
  const m = mean(values);
  const sd = Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
  return values.map((v) => (sd > 0 ? (v - m) / sd : 0));
}

/**
 * The candidates a choice weighs, as the answer step does: the prose sentences, or the headings
 * when there is no prose; none when the embedding did not take part.
 */
export function candidatesOf<C extends Pick<PoolCandidate, 'heading' | 'cosine'>>(row: {
  pool: C[];
}): C[] | undefined {
  const prose = row.pool.filter((c) => !c.heading);
  const pool = prose.length > 0 ? prose : row.pool;
  return pool.length === 0 || pool.some((c) => c.cosine === null) ? undefined : pool;
}

/** The candidate of the greatest worth; the first of them on a tie. */
export function worthiest<C>(pool: C[], worth: number[]): C | undefined {
  let best = 0;
  for (let i = 1; i < pool.length; i += 1) if (worth[i]! > worth[best]!) best = i;
  return pool[best];
}

export const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, v, i) => sum + v * b[i]!, 0);

type Embedder = NonNullable<Awaited<EmbeddingRuntime['loaded']>>;

/**
 * Reads every row of a pool on a freshly loaded embedded model and writes what `each` gives for
 * it, by question id, as JSON: no platform, changes nothing.
 */
export async function embedEachRow<R extends { id: string }, T>(
  rows: R[],
  modelId: string,
  out: string,
  each: (embedder: Embedder, row: R) => Promise<T>,
): Promise<void> {
  const runtime = new EmbeddingRuntime(modelId);
  const embedder = await runtime.loaded;
  if (!embedder) throw new Error(`no weights for ${modelId}`);
  const result: Record<string, T> = {};
  try {
    for (const row of rows) result[row.id] = await each(embedder, row);
  } finally {
    await runtime.close();
  }
  writeFileSync(out, JSON.stringify(result));
  console.log(`${rows.length} questions → ${out}`);
}

/** What answering a question with a rule gives: answered (past the decline), the fact stated, its document first. */
export interface Said {
  answered: boolean;
  stated: boolean;
  rightDoc: boolean;
}

/**
 * A rule's answers right / first source / out of scope declined / answerable wrongly declined /
 * stated (before any decline), in percent, over the given rows.
 */
export function fiveFigures(rows: PoolRow[], said: (row: PoolRow) => Said): string[] {
  const pct = (list: PoolRow[], f: (s: Said) => boolean) =>
    (100 * mean(list.map((r) => (f(said(r)) ? 1 : 0)))).toFixed(1);
  const answerable = rows.filter((r) => r.fact !== undefined);
  const outOfScope = rows.filter((r) => r.fact === undefined);
  return [
    pct(answerable, (s) => s.answered && s.stated),
    pct(answerable, (s) => s.answered && s.rightDoc),
    pct(outOfScope, (s) => !s.answered),
    pct(answerable, (s) => !s.answered),
    pct(answerable, (s) => s.stated),
  ];
}
