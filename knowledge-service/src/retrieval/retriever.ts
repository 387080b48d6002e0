import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

/*
 * Why PostgreSQL full-text search and not an in-process BM25 library: the
 * index lives in the same database as the chunks (GIN, english stemming), so
 * it is always current after an upload or crawl, costs no start-up rebuild or
 * memory per bot, and works unchanged on PGlite and on a real PostgreSQL.
 * Ranking is BM25-like: each query term weighs its inverse document frequency
 * over this service's chunks (from kept term statistics), a chunk scores the weight of the terms it
 * contains (ts_rank breaks ties), and confidence is the share of the
 * question's total weight the best chunk covers.
 */

export interface RetrievedChunk {
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

export interface Retrieval {
  /** The question's stemmed terms (english), for picking sentences. */
  terms: string[];
  chunks: RetrievedChunk[];
}

const MAX_TERMS = 24;

// A small corpus cannot tell a rare word from a common one (with one document
// every word it has looks common), so IDF is computed as if there were at
// least this many chunks; large corpora use their real size.
const IDF_CORPUS_FLOOR = 1000;

// Words that ask rather than describe; as terms they would only dilute the match.
const QUESTION_WORDS = new Set([
  'tell',
  'know',
  'pleas',
  'want',
  'need',
  'help',
  'like',
  'explain',
  'describ',
  'find',
  'could',
  'would',
  'someth',
  'anyth',
]);

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

export async function retrieve(
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
