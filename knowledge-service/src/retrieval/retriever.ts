import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hit } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChunks, kbWebpages } from '../kb-schema';
import { hiddenDocuments, visibleChunks, type Audience } from './audience';
import { bm25Params, type ScoredTerm } from './bm25';
import { lexicalIndexOf } from './lexical-index';
import type { MatchedTerm } from './bot-postings';
import { outdatedWeightOf } from './outdated-title';
import {
  analyseQuestion,
  questionWeight,
  scoredTerms,
  type QuestionAnalysis,
} from './question-terms';
import { timed, timedSync } from '../stage-timings';

export { isOutdated, OUTDATED_WEIGHT } from './outdated-title';

/*
 * The chunks are indexed twice for words: by PostgreSQL (the tsvector and its GIN index,
 * english stemming), which stems the question and keeps the term statistics in the writing
 * transaction, and by an in-process inverted index over the same tsvectors
 * (lexical-index.ts), which scores every chunk holding a question's term in a few
 * milliseconds where the SQL scoring read each candidate's tsvector for every question.
 * Ranking is Okapi BM25 (bm25.ts) over the question's words and their synonyms
 * (question-terms.ts), from kept term statistics; confidence is the share of the
 * question's weight a passage covers.
 */

export interface RetrievedChunk {
  chunkId: number;
  documentId: string | null;
  webpageId: string | null;
  title: string;
  url: string | null;
  content: string;
  pageNumber: number | null;
  /** Okapi BM25 of the chunk for the question. */
  bm25: number;
  /** Share of the question's weight this chunk holds (synonyms at their lower weight), in [0, 1]. */
  coverage: number;
  matched: MatchedTerm[];
  /** Cosine of the chunk's embedding to the question's, when vectors took part. */
  cosine?: number;
}

export interface Retrieval {
  analysis: QuestionAnalysis;
  /** The BM25 terms with their values, for scoring sentences the same way. */
  scored: ScoredTerm[];
  chunks: RetrievedChunk[];
}

/** A question's terms as BM25 scores them, read once for every retrieval of it. */
export interface AskedQuestion {
  analysis: QuestionAnalysis;
  scored: ScoredTerm[];
}

export async function askedQuestion(
  db: Db,
  service: string,
  question: string,
): Promise<AskedQuestion> {
  const analysis = await timed('question terms', () => analyseQuestion(db, service, question));
  return { analysis, scored: scoredTerms(analysis) };
}

/** Share of the question's weight the matched terms hold: each word counted once, by its best term. */
export function coverageOf(
  matched: Iterable<string>,
  scored: ScoredTerm[],
  analysis: QuestionAnalysis,
): number {
  const total = questionWeight(analysis);
  if (total <= 0) return 0;
  const held = new Set(matched);
  const best = new Map<number, number>();
  for (const t of scored)
    if (held.has(t.term) && t.value > (best.get(t.group) ?? 0)) best.set(t.group, t.value);
  let sum = 0;
  for (const value of best.values()) sum += value;
  return Math.min(1, sum / total);
}

// Aliased as `c`, the name visibleChunks() speaks of.
const c = alias(kbChunks, 'c');

/**
 * The chunks of these ids that still exist, with whether the audience may see each. The ids
 * alone select them, by the primary key: with the service beside them, PostgreSQL's planner
 * (with no statistics yet after a bulk load) chose the service's index and read every chunk
 * of the bot, 1.5 s at 50,000. The service is checked on the rows read.
 */
async function chunkRows(db: Db, service: string, ids: number[], audience: Audience) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: c.id,
      service: c.service,
      documentId: c.documentId,
      webpageId: c.webpageId,
      title: c.title,
      url: kbWebpages.url,
      content: c.content,
      pageNumber: c.pageNumber,
      visible: sql<boolean>`${visibleChunks(audience)}`,
    })
    .from(c)
    .leftJoin(kbWebpages, eq(kbWebpages.id, c.webpageId))
    .where(inArray(c.id, ids));
  return new Map(
    rows.filter((row) => row.service === service).map(({ service: _, ...row }) => [row.id, row]),
  );
}

type ChunkRow = Awaited<ReturnType<typeof chunkRows>> extends Map<number, infer R> ? R : never;

/** A retrieval's best lexical passages, and the rows read for them and for any chunks asked beside. */
export interface LexicalRetrieval extends Retrieval {
  rows: Map<number, ChunkRow>;
  /** A chunk of `rows` as a passage, scored for the question (the vector hits BM25 did not rank). */
  passage: (id: number) => RetrievedChunk;
}

/**
 * The best `limit` passages for the question that the audience may be answered from, ranked
 * by the bot's in-process index, and the rows of the chunks `beside` (e.g. the nearest by
 * vector) read in the same query. A chunk deleted since the index last looked, or one the
 * audience may not see, is passed over for the next.
 */
export async function lexicalRetrieval(
  db: Db,
  service: string,
  { analysis, scored }: AskedQuestion,
  limit: number,
  audience: Audience,
  beside: number[] = [],
): Promise<LexicalRetrieval> {
  const postings =
    scored.length > 0
      ? await timed('bm25 index catch-up', () => lexicalIndexOf(db).postings(service))
      : null;
  // Ranked past here, a private document's chunks would each cost a row read to drop.
  const hidden = postings
    ? await timed('private documents', () => hiddenDocuments(db, service, audience))
    : new Set<string>();
  const avgLength = analysis.corpus.avgLength;
  const weightOf = outdatedWeightOf(analysis);
  const params = bm25Params();
  const terms = scored.map((t) => t.term);
  const passage = ({ id, visible: _visible, ...row }: ChunkRow, score: number): RetrievedChunk => {
    const matched = postings?.matched(id, terms) ?? [];
    return {
      chunkId: id,
      ...row,
      bm25: score,
      coverage: coverageOf(
        matched.map((m) => m.term),
        scored,
        analysis,
      ),
      matched,
    };
  };
  let depth = limit * 2 + 10;
  for (;;) {
    const ranked: Hit[] = postings
      ? timedSync('bm25 scoring', () =>
          postings.rank(scored, avgLength, params, weightOf, depth, hidden),
        )
      : [];
    const rows = await timed('passage rows', () =>
      chunkRows(db, service, [...new Set([...ranked.map((hit) => hit.id), ...beside])], audience),
    );
    const kept = ranked.filter((hit) => rows.get(hit.id)?.visible);
    if (kept.length >= limit || ranked.length < depth)
      return {
        analysis,
        scored,
        rows,
        chunks: kept.slice(0, limit).map((hit) => passage(rows.get(hit.id)!, hit.score)),
        passage: (id) =>
          passage(rows.get(id)!, postings?.scoreOf(id, scored, avgLength, params, weightOf) ?? 0),
      };
    depth *= 4;
  }
}

/** The best `limit` passages for the question among those `audience` may be answered from (all by default). */
export async function retrieve(
  db: Db,
  service: string,
  question: string,
  limit = 5,
  audience: Audience = 'staff',
): Promise<Retrieval> {
  const asked = await askedQuestion(db, service, question);
  if (asked.scored.length === 0) return { ...asked, chunks: [] };
  const { analysis, scored, chunks } = await lexicalRetrieval(db, service, asked, limit, audience);
  return { analysis, scored, chunks };
}
