import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { visibleChunks, type Audience } from './audience';
import { anyTermQuery, bm25Sql, matchedTermsSql, type ScoredTerm } from './bm25';
import {
  analyseQuestion,
  questionWeight,
  scoredTerms,
  type QuestionAnalysis,
} from './question-terms';
import { timed } from './stage-timings';

/*
 * Why PostgreSQL full-text search and not an in-process BM25 library: the
 * index lives in the same database as the chunks (GIN, english stemming), so
 * it is always current after an upload or crawl, costs no start-up rebuild or
 * memory per bot, and works unchanged on PGlite and on a real PostgreSQL.
 * Ranking is Okapi BM25 (bm25.ts) over the question's words and their synonyms
 * (question-terms.ts), from kept term statistics; confidence is the share of the
 * question's weight a passage covers.
 */

export interface MatchedTerm {
  term: string;
  /** Times it occurs in the chunk. */
  tf: number;
}

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

// Scoring reads every candidate's tsvector once, so the candidates are bounded.
// A question whose terms match at most this many chunks in all is ranked over every match.
const EXACT_BUDGET = 1000;
// Otherwise: chunks holding every word (they score highest), and chunks holding the rarest
// terms (they carry most of the weight), each set read from the GIN index up to its cap.
const ALL_TERMS_CAP = 200;
const RARE_TERMS_CAP = 500;

/**
 * Which chunks are scored. Any chunk scores only for the terms it holds, so the best ones
 * hold all the words or the rare ones; a question of common words alone would otherwise
 * score most of the corpus. Beyond the exact budget the ranking is over the capped sets,
 * which can miss a chunk matching only common words when thousands of others do too.
 */
function candidates(service: string, analysis: QuestionAnalysis, scored: ScoredTerm[]): SQL {
  const present = analysis.terms.filter((t) => t.df > 0 && scored.some((s) => s.term === t.term));
  const matches = present.reduce((sum, t) => sum + t.df, 0);
  if (matches <= EXACT_BUDGET) return sql`c.tsv @@ (${anyTermQuery(present.map((t) => t.term))})`;
  const byRarity = [...present].sort((a, b) => a.df - b.df);
  let budget = 0;
  const rare = byRarity.filter((t, index) => {
    budget += t.df;
    return index === 0 || budget <= RARE_TERMS_CAP;
  });
  // Every word asked, each satisfied by itself or one of its synonyms.
  const groups = [...new Set(present.map((t) => t.group))].map(
    (group) => sql`(${anyTermQuery(present.filter((t) => t.group === group).map((t) => t.term))})`,
  );
  const holding = (query: SQL, cap: number) =>
    sql`(SELECT id FROM kb_chunks WHERE service = ${service} AND tsv @@ (${query}) LIMIT ${cap})`;
  return sql`c.id IN (${holding(sql.join(groups, sql` && `), ALL_TERMS_CAP)} UNION ${holding(
    anyTermQuery(rare.map((t) => t.term)),
    RARE_TERMS_CAP,
  )})`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/*
 * Help centres keep old versions of a page beside the current one and say so in its title:
 * "Returns Policy (2024, superseded)", "Portal Help (2023, archived)". Such a document still
 * answers questions about the past (a question naming its year matches its title), but when
 * both match alike the current one is what the user means, so an outdated one ranks lower,
 * unless the question names a year its title holds ("what did delivery cost during 2025?").
 */
const OUTDATED_WORDS = 'superseded|archived|expired|obsolete|outdated';
const OUTDATED_TITLE = `\\m(${OUTDATED_WORDS})\\M`;
const OUTDATED_TITLE_JS = new RegExp(`\\b(?:${OUTDATED_WORDS})\\b`, 'i');
export const OUTDATED_WEIGHT = 0.75;

const questionYears = (analysis: QuestionAnalysis) =>
  analysis.words.map((w) => w.word).filter((word) => /^(?:19|20)\d\d$/.test(word));

/** The same rule on a title in hand: whether it ranks at OUTDATED_WEIGHT for this question. */
export function isOutdated(title: string, analysis: QuestionAnalysis): boolean {
  if (!OUTDATED_TITLE_JS.test(title)) return false;
  return !questionYears(analysis).some((year) => new RegExp(`\\b${year}\\b`).test(title));
}

function outdatedWeight(analysis: QuestionAnalysis): SQL {
  const years = questionYears(analysis);
  const named = years.length > 0 ? sql` AND NOT c.title ~ ${`\\m(${years.join('|')})\\M`}` : sql``;
  return sql`CASE WHEN c.title ~* ${OUTDATED_TITLE}${named} THEN ${OUTDATED_WEIGHT}::float8 ELSE 1 END`;
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

/** The best `limit` passages for the question among those `audience` may be answered from (all by default). */
export async function retrieve(
  db: Db,
  service: string,
  question: string,
  limit = 5,
  audience: Audience = 'staff',
): Promise<Retrieval> {
  const analysis = await timed('question terms', () => analyseQuestion(db, service, question));
  const scored = scoredTerms(analysis);
  if (scored.length === 0) return { analysis, scored, chunks: [] };
  const where = sql`${candidates(service, analysis, scored)} AND ${visibleChunks(audience)}`;
  return {
    analysis,
    scored,
    chunks: await timed('bm25 scoring', () =>
      scoreChunks(db, service, analysis, scored, where, limit),
    ),
  };
}

/** The chunks `where` admits, BM25-scored for the question (0 when none of its terms is known), best first. */
export async function scoreChunks(
  db: Db,
  service: string,
  analysis: QuestionAnalysis,
  scored: ScoredTerm[],
  where: SQL,
  limit: number,
): Promise<RetrievedChunk[]> {
  const score =
    scored.length > 0 ? bm25Sql(sql`c.tsv`, scored, analysis.corpus.avgLength) : sql`0::float8`;
  const matchedSql = scored.length > 0 ? matchedTermsSql(sql`r.tsv`, scored) : sql`'[]'::jsonb`;
  const rows = rowsOf<{
    id: number;
    document_id: string | null;
    webpage_id: string | null;
    title: string;
    url: string | null;
    content: string;
    page_number: number | null;
    score: number;
    matched: [string, number][];
  }>(
    await db.execute(sql`
      SELECT r.id, r.document_id, r.webpage_id, r.title, w.url, r.content, r.page_number, r.score,
        ${matchedSql} AS matched
      FROM (
        SELECT c.id, c.document_id, c.webpage_id, c.title, c.content, c.page_number, c.tsv,
          (${score}) * ${outdatedWeight(analysis)} AS score
        FROM kb_chunks c
        WHERE c.service = ${service} AND ${where}
        ORDER BY score DESC, c.id
        LIMIT ${limit}
      ) r LEFT JOIN kb_webpages w ON w.id = r.webpage_id
      ORDER BY r.score DESC, r.id`),
  );
  return rows.map((row) => {
    const matched = (typeof row.matched === 'string' ? JSON.parse(row.matched) : row.matched) as [
      string,
      number,
    ][];
    return {
      chunkId: Number(row.id),
      documentId: row.document_id,
      webpageId: row.webpage_id,
      title: row.title,
      url: row.url,
      content: row.content,
      pageNumber: row.page_number,
      bm25: Number(row.score),
      coverage: coverageOf(
        matched.map(([term]) => term),
        scored,
        analysis,
      ),
      matched: matched.map(([term, tf]) => ({ term, tf: Number(tf) })),
    };
  });
}
