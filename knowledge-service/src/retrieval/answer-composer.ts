import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { sentences } from '../indexing/chunker';
import { bm25, type ScoredTerm } from './bm25';
import { coverageOf, type Retrieval, type RetrievedChunk } from './retriever';

/** Below this the service says it does not know rather than guess. */
export const MIN_CONFIDENCE = 0.2;
const MAX_SOURCES = 3;
const PASSAGE_CHARS = 600;
// The passages whose sentences compete for the answer.
const ANSWER_CHUNKS = 3;

export interface Source {
  type: 'document' | 'webpage';
  id: string;
  title: string;
  url?: string;
  page?: number;
  passage: string;
  score: number;
}

export interface Answer {
  answer: string;
  sources: Source[];
  confidence: number;
}

export const NO_ANSWER =
  "I don't know. None of the documents or web pages this service has been given answer that question.";

const round = (value: number) => Math.round(value * 1000) / 1000;

// Squared: matching half the question's weight is weak evidence, so it scores a quarter.
export const confidenceOf = (coverage: number) => round(coverage ** 2);

// A short line without a full stop is usually a heading: it names the topic but answers nothing.
const isHeading = (text: string) => text.length < 60 && !/[.!?]["')\]]*$/.test(text);

// A sentence opening with one of these leans on the one before it.
const LEANS_BACK =
  /^(?:it|its|this|that|these|those|they|them|their|he|she|then|also|however|but|otherwise|so|there|here|such|both|either|neither)\b/i;

interface Candidate {
  chunk: RetrievedChunk;
  chunkIndex: number;
  /** The sentence's place in its chunk. */
  index: number;
  text: string;
  terms: Map<string, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each text's stems with their counts, by the english configuration that indexes chunks. */
async function stemsOf(db: Db, texts: string[]): Promise<Map<string, number>[]> {
  const stems = texts.map(() => new Map<string, number>());
  if (texts.length === 0) return stems;
  const rows = rowsOf<{ i: number; lexeme: string; tf: number }>(
    await db.execute(sql`
      SELECT s.i, v.lexeme, coalesce(array_length(v.positions, 1), 1) AS tf
      FROM unnest(ARRAY[${sql.join(
        texts.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS s(text, i)
      CROSS JOIN LATERAL unnest(to_tsvector('english', s.text)) v`),
  );
  for (const row of rows) stems[Number(row.i) - 1]!.set(row.lexeme, Number(row.tf));
  return stems;
}

interface Pick {
  chunk: RetrievedChunk;
  text: string;
  coverage: number;
}

/**
 * The sentence of the best passages that best answers the question: BM25 with the same
 * weighted terms over sentences, leaning towards the better passages, and headings only
 * when no prose matches. A sentence that leans on the one before (or ends in a colon)
 * keeps that neighbour, so the answer is whole; sentences are never cut inside.
 */
async function bestSentence(
  db: Db,
  retrieval: Retrieval,
  chunks: RetrievedChunk[],
): Promise<Pick | undefined> {
  const candidates: Omit<Candidate, 'terms'>[] = [];
  const seen = new Set<string>();
  const perChunk = chunks.map((chunk) => sentences(chunk.content).map((s) => s.trim()));
  perChunk.forEach((list, chunkIndex) =>
    list.forEach((text, index) => {
      if (seen.has(text)) return;
      seen.add(text);
      candidates.push({ chunk: chunks[chunkIndex]!, chunkIndex, index, text });
    }),
  );
  const titles = chunks.map((chunk) => chunk.title);
  const stems = await stemsOf(db, [...candidates.map((c) => c.text), ...titles]);
  const titleStems = stems.slice(candidates.length);
  const scored: ScoredTerm[] = retrieval.scored;
  const withTerms: Candidate[] = candidates.map((c, i) => ({ ...c, terms: stems[i]! }));
  const avg = withTerms.reduce((sum, c) => sum + c.terms.size, 0) / Math.max(withTerms.length, 1);
  const top = Math.max(chunks[0]?.bm25 ?? 0, 1e-9);
  const rated = withTerms
    .map((c) => ({
      ...c,
      score:
        bm25(scored, (term) => c.terms.get(term) ?? 0, c.terms.size, avg) *
        (0.5 + (0.5 * c.chunk.bm25) / top),
    }))
    .filter((c) => c.score > 0);
  const prose = rated.filter((c) => !isHeading(c.text));
  const pool = prose.length > 0 ? prose : rated;
  const best = [...pool].sort(
    (a, b) => b.score - a.score || a.chunkIndex - b.chunkIndex || a.index - b.index,
  )[0];
  if (!best) return undefined;
  const list = perChunk[best.chunkIndex]!;
  let first = best.index;
  let last = best.index;
  if (LEANS_BACK.test(best.text) && first > 0 && !isHeading(list[first - 1]!)) first -= 1;
  if (/:\s*$/.test(best.text) && last + 1 < list.length) last += 1;
  const text = list.slice(first, last + 1).join(' ');
  const held = new Set<string>();
  for (const c of withTerms)
    if (c.chunkIndex === best.chunkIndex && c.index >= first && c.index <= last)
      for (const term of c.terms.keys()) held.add(term);
  for (const term of titleStems[best.chunkIndex]!.keys()) held.add(term);
  return { chunk: best.chunk, text, coverage: coverageOf(held, scored, retrieval.analysis) };
}

function sourceOf(chunk: RetrievedChunk, score: number): Source {
  return {
    type: chunk.documentId ? 'document' : 'webpage',
    id: (chunk.documentId ?? chunk.webpageId)!,
    title: chunk.title || chunk.url || 'Untitled',
    ...(chunk.url ? { url: chunk.url } : {}),
    ...(chunk.pageNumber ? { page: chunk.pageNumber } : {}),
    passage:
      chunk.content.length > PASSAGE_CHARS
        ? `${chunk.content.slice(0, PASSAGE_CHARS).trimEnd()}…`
        : chunk.content,
    score,
  };
}

const citation = (chunk: RetrievedChunk) =>
  `"${chunk.title || chunk.url || 'Untitled'}"${chunk.pageNumber ? ` (page ${chunk.pageNumber})` : ''}`;

/**
 * An extractive answer: the one sentence (with the neighbour it needs) of the best
 * passages that best matches the question, cited. Nothing is invented; when the
 * chosen sentence covers too little of the question, it says it does not know.
 */
export async function composeAnswer(db: Db, retrieval: Retrieval): Promise<Answer> {
  const chunks = retrieval.chunks;
  if (chunks.length === 0) return { answer: NO_ANSWER, sources: [], confidence: 0 };
  const pick = await bestSentence(db, retrieval, chunks.slice(0, ANSWER_CHUNKS));
  const confidence = confidenceOf(pick?.coverage ?? 0);
  if (!pick || confidence < MIN_CONFIDENCE) return { answer: NO_ANSWER, sources: [], confidence };
  // The cited passage first, then other documents or pages nearly as strong.
  const owner = (chunk: RetrievedChunk) => chunk.documentId ?? chunk.webpageId!;
  const seen = new Set([owner(pick.chunk)]);
  const others = chunks.filter((chunk) => {
    if (seen.has(owner(chunk)) || chunk.bm25 < pick.chunk.bm25 * 0.75) return false;
    seen.add(owner(chunk));
    return true;
  });
  const used = [pick.chunk, ...others].slice(0, MAX_SOURCES);
  return {
    answer: `According to ${citation(pick.chunk)}: ${pick.text}`,
    sources: used.map((chunk, index) =>
      sourceOf(chunk, index === 0 ? confidence : confidenceOf(chunk.coverage)),
    ),
    confidence,
  };
}
