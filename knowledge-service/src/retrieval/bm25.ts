import { sql, type SQL } from 'drizzle-orm';

/**
 * Okapi BM25 (Robertson and Zaragoza's formulation, as Lucene and Anserini use it):
 *   score = Σ_terms weight · idf · tf·(k1+1) / (tf + k1·(1 − b + b·length/avgLength))
 * with idf = ln(1 + (N − df + 0.5)/(df + 0.5)). A term's tf is its count of positions in
 * the row's tsvector, a row's length its count of distinct terms. The question's terms
 * come in groups, one per word asked with its synonyms beside it: a group scores its best
 * term only, so a synonym adds evidence for the word it stands for and never counts twice.
 */

export interface Bm25Params {
  /** Term-frequency saturation: 0 counts presence only, higher lets repeats add more. */
  k1: number;
  /** Length normalisation: 0 ignores a row's length, 1 scales fully by it. */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

type Env = Record<string, string | undefined>;

function parameter(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new Error(`${name} must be a number from 0 to ${max}, not "${raw}"`);
  return value;
}

/** KB_BM25_K1 (0–10, default 1.2) and KB_BM25_B (0–1, default 0.75). */
export function loadBm25Params(env: Env): Bm25Params {
  return {
    k1: parameter(env, 'KB_BM25_K1', DEFAULT_BM25.k1, 10),
    b: parameter(env, 'KB_BM25_B', DEFAULT_BM25.b, 1),
  };
}

let fromEnv: Bm25Params | undefined;
/** The parameters this process runs with (validated at start by loadKbConfig). */
export const bm25Params = (): Bm25Params => (fromEnv ??= loadBm25Params(process.env));

export const idfOf = (corpus: number, df: number) => Math.log(1 + (corpus - df + 0.5) / (df + 0.5));

/** One term of a question: the stem searched for, the word asked it stands for (its group), and its weight. */
export interface ScoredTerm {
  term: string;
  group: number;
  /** Its weight times its idf: what the term is worth when present once in an average row. */
  value: number;
}

/** The frequency part of BM25 for one term in one row. */
export function saturation(tf: number, length: number, avgLength: number, p: Bm25Params): number {
  if (tf <= 0) return 0;
  const norm = avgLength > 0 ? 1 - p.b + (p.b * length) / avgLength : 1;
  return (tf * (p.k1 + 1)) / (tf + p.k1 * norm);
}

/** BM25 of a row given its term frequencies (the sum bot-postings.ts computes, for sentences and tests). */
export function bm25(
  terms: ScoredTerm[],
  tfOf: (term: string) => number,
  length: number,
  avgLength: number,
  p: Bm25Params = bm25Params(),
): number {
  const best = new Map<number, number>();
  for (const t of terms) {
    const score = t.value * saturation(tfOf(t.term), length, avgLength, p);
    if (score > (best.get(t.group) ?? 0)) best.set(t.group, score);
  }
  let total = 0;
  for (const score of best.values()) total += score;
  return total;
}

/** A tsquery matching rows that hold any of the terms (GIN-indexed with `@@`). */
export const anyTermQuery = (terms: string[]): SQL =>
  sql.join(
    [...new Set(terms)].map((term) => sql`quote_literal(${term})::tsquery`),
    sql` || `,
  );
