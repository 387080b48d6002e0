/*
 * THE PREVIOUS RETRIEVER, kept only as the evaluation's baseline (bench/eval), as it was
 * before Okapi BM25: each term weighs its IDF, a chunk scores the IDF of the terms it
 * contains (no term frequency, no length normalisation, no synonyms), and answers are the
 * matching sentences of the best passages. Its figures are printed beside the current
 * retriever's in the same run; the knowledge service does not use it.
 */
import {
  declined,
  QUESTION_WORDS,
  sentences,
  sourceOf as currentSourceOf,
  type Answer,
  type Source,
} from '@switchboard/knowledge-service/retrieval';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

interface RetrievedChunk {
  chunkId: number;
  documentId: string | null;
  webpageId: string | null;
  title: string;
  url: string | null;
  content: string;
  pageNumber: number | null;
  /** Share of the question's term weight this chunk contains, in [0, 1]. */
  coverage: number;
}

interface Retrieval {
  /** The question's stemmed terms (english), for picking sentences. */
  terms: string[];
  chunks: RetrievedChunk[];
}

const MAX_TERMS = 24;

// A small corpus cannot tell a rare word from a common one (with one document
// every word it has looks common), so IDF is computed as if there were at
// least this many chunks; large corpora use their real size.
const IDF_CORPUS_FLOOR = 1000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function questionTerms(db: Db, question: string): Promise<string[]> {
  const rows = rowsOf<{ lexeme: string }>(
    await db.execute(sql`SELECT lexeme FROM unnest(to_tsvector('english', ${question}))`),
  );
  return rows
    .map((row) => row.lexeme)
    .filter((term) => !QUESTION_WORDS.has(term))
    .slice(0, MAX_TERMS);
}

const termQuery = (term: string) => sql`plainto_tsquery('simple', ${term})`;

// Scoring reads every candidate's tsvector once per term, so the candidates are bounded.
// A question whose terms match at most this many chunks in all is ranked over every match.
const EXACT_BUDGET = 1000;
// Otherwise: chunks holding every term (they score highest), and chunks holding the rarest
// terms (they carry most of the weight), each set read from the GIN index up to its cap.
const ALL_TERMS_CAP = 200;
const RARE_TERMS_CAP = 500;

interface TermWeight {
  term: string;
  df: number;
  idf: number;
}

/**
 * Which chunks are scored. Any chunk scores only for the terms it holds, so the best ones
 * hold all the terms or the rare ones; a question of common words alone would otherwise
 * score most of the corpus. Beyond the exact budget the ranking is over the capped sets,
 * which can miss a chunk matching only common words when thousands of others do too.
 */
function candidates(service: string, present: TermWeight[], anyTerm: SQL): SQL {
  const matches = present.reduce((sum, w) => sum + w.df, 0);
  if (matches <= EXACT_BUDGET) return sql`c.tsv @@ (${anyTerm})`;
  const byRarity = [...present].sort((a, b) => a.df - b.df);
  let budget = 0;
  const rare = byRarity.filter((w, index) => {
    budget += w.df;
    return index === 0 || budget <= RARE_TERMS_CAP;
  });
  const join = (weights: TermWeight[], op: SQL) =>
    sql.join(
      weights.map((w) => termQuery(w.term)),
      op,
    );
  const holding = (query: SQL, cap: number) =>
    sql`(SELECT id FROM kb_chunks WHERE service = ${service} AND tsv @@ (${query}) LIMIT ${cap})`;
  return sql`c.id IN (${holding(join(present, sql` && `), ALL_TERMS_CAP)} UNION ${holding(
    join(rare, sql` || `),
    RARE_TERMS_CAP,
  )})`;
}

export async function baselineRetrieve(
  db: Db,
  service: string,
  question: string,
  limit = 5,
): Promise<Retrieval> {
  const terms = await questionTerms(db, question);
  if (terms.length === 0) return { terms, chunks: [] };

  // Kept current by triggers on kb_chunks: one indexed read per term, however large the corpus.
  const [total, stats] = await Promise.all([
    db.execute(sql`SELECT chunks FROM kb_service_stats WHERE service = ${service}`),
    db.execute(
      sql`SELECT term, df FROM kb_term_stats WHERE service = ${service} AND term IN (${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )})`,
    ),
  ]);
  const dfOf = new Map(
    rowsOf<{ term: string; df: number }>(stats).map((row) => [row.term, Number(row.df)]),
  );
  const corpus = Math.max(
    Number(rowsOf<{ chunks: number }>(total)[0]?.chunks ?? 0),
    IDF_CORPUS_FLOOR,
  );
  const weights: TermWeight[] = terms.map((term) => {
    const df = dfOf.get(term) ?? 0;
    return { term, df, idf: Math.log(1 + (corpus - df + 0.5) / (df + 0.5)) };
  });
  const totalWeight = weights.reduce((sum, w) => sum + w.idf, 0);
  const present = weights.filter((w) => w.df > 0);
  if (present.length === 0 || totalWeight <= 0) return { terms, chunks: [] };

  const anyTerm = sql.join(
    present.map((w) => termQuery(w.term)),
    sql` || `,
  );
  const matched: SQL = sql.join(
    present.map(
      (w) => sql`CASE WHEN c.tsv @@ ${termQuery(w.term)} THEN ${w.idf}::float8 ELSE 0 END`,
    ),
    sql` + `,
  );
  const rows = rowsOf<{
    id: number;
    document_id: string | null;
    webpage_id: string | null;
    title: string;
    url: string | null;
    content: string;
    page_number: number | null;
    matched: number;
  }>(
    await db.execute(sql`
      SELECT c.id, c.document_id, c.webpage_id, c.title, w.url, c.content, c.page_number, (${matched}) AS matched
      FROM kb_chunks c LEFT JOIN kb_webpages w ON w.id = c.webpage_id
      WHERE c.service = ${service} AND ${candidates(service, present, anyTerm)}
      ORDER BY matched DESC, ts_rank(c.tsv, (${anyTerm}), 1) DESC, c.id
      LIMIT ${limit}`),
  );
  return {
    terms,
    chunks: rows.map((row) => ({
      chunkId: Number(row.id),
      documentId: row.document_id,
      webpageId: row.webpage_id,
      title: row.title,
      url: row.url,
      content: row.content,
      pageNumber: row.page_number,
      coverage: Math.min(1, Number(row.matched) / totalWeight),
    })),
  };
}

/** Below this the service says it does not know rather than guess. */
const MIN_CONFIDENCE = 0.2;
const MAX_SOURCES = 3;

const round = (value: number) => Math.round(value * 1000) / 1000;

// Squared: matching half the question's weight is weak evidence, so it scores a quarter.
const confidenceOf = (chunk: RetrievedChunk) => round(chunk.coverage ** 2);

/** A sentence matches a stemmed term when one of its words starts with the stem. */
function sentenceScore(sentence: string, terms: string[]): number {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.filter((term) =>
    words.some((word) => word.startsWith(term) || (word.length >= 4 && term.startsWith(word))),
  ).length;
}

// A short line without a full stop is usually a heading: it names the topic but answers nothing.
const isHeading = (text: string) => text.length < 60 && !/[.!?]["')\]]*$/.test(text);

/** The chunk's sentences that carry the question's terms (headings only when nothing else does), in reading order. */
function bestSentences(chunk: RetrievedChunk, terms: string[], count: number): string {
  const scored = sentences(chunk.content).map((sentence, index) => ({
    text: sentence.trim(),
    index,
    score: sentenceScore(sentence, terms),
  }));
  const matching = scored.filter((sentence) => sentence.score > 0);
  const prose = matching.filter((sentence) => !isHeading(sentence.text));
  const pool = prose.length > 0 ? prose : matching.length > 0 ? matching : scored.slice(0, 1);
  return [...pool]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text)
    .join(' ');
}

const sourceOf = (chunk: RetrievedChunk): Source => currentSourceOf(chunk, confidenceOf(chunk));

const citation = (chunk: RetrievedChunk) =>
  `"${chunk.title || chunk.url || 'Untitled'}"${chunk.pageNumber ? ` (page ${chunk.pageNumber})` : ''}`;

/**
 * An extractive answer: the sentences of the best passages that contain the
 * question's terms, each attributed to its document or page. Nothing is
 * invented; with no passage strong enough it says it does not know.
 */
export function baselineComposeAnswer({ terms, chunks }: Retrieval): Answer {
  const best = chunks[0];
  if (!best || confidenceOf(best) < MIN_CONFIDENCE) {
    return declined(best ? confidenceOf(best) : 0);
  }
  // One passage per document or page, and only those nearly as strong as the best.
  const seen = new Set<string>();
  const used = chunks
    .filter((chunk) => {
      const owner = chunk.documentId ?? chunk.webpageId!;
      if (seen.has(owner) || chunk.coverage < best.coverage * 0.75) return false;
      seen.add(owner);
      return true;
    })
    .slice(0, MAX_SOURCES);
  const parts = used.map((chunk, index) =>
    index === 0
      ? `According to ${citation(chunk)}: ${bestSentences(chunk, terms, 2)}`
      : `${citation(chunk)} also says: ${bestSentences(chunk, terms, 1)}`,
  );
  return {
    answer: parts.join('\n\n'),
    sources: used.map(sourceOf),
    confidence: confidenceOf(best),
    outcome: 'answered',
    evidence: confidenceOf(best),
    threshold: MIN_CONFIDENCE,
  };
}
