import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { chunkChangeSeqMigration } from '../db/chunk-change-seq-migration';
import { bm25Params, type ScoredTerm } from './bm25';
import { LexicalIndex } from './lexical-index';
import { addChunk, ranked, SERVICE } from './lexical-index-fixtures';
import { outdatedWeightOf } from './outdated-title';
import { analyseQuestion, scoredTerms } from './question-terms';

/*
 * The in-process BM25 index against the store, run by lexical-index.test.ts in a process of
 * its own (PGlite cannot load inside jest) on PGlite and on PostgreSQL.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Two instances' indexes on one store: a chunk written (as another instance's upload
 * would), re-titled and deleted is seen by the next question through either.
 */
export async function keptInStep(db: Db) {
  const first = new LexicalIndex(db);
  const second = new LexicalIndex(db);
  const before = await ranked(first, db, 'lighthouse keeper');
  const keeper = await addChunk(db, 'Harbour', 'The lighthouse keeper is Marit Olsen.');
  const seenBySecond = await ranked(second, db, 'lighthouse keeper');
  const seenByFirst = await ranked(first, db, 'lighthouse keeper');
  await db.execute(sql`UPDATE kb_chunks SET title = 'Ferry timetable', content = 'The ferry leaves at noon.'
    WHERE id = ${keeper}`);
  const afterRetitle = {
    keeper: await ranked(first, db, 'lighthouse keeper'),
    ferry: await ranked(second, db, 'ferry timetable'),
  };
  await db.execute(sql`DELETE FROM kb_chunks WHERE id = ${keeper}`);
  const afterDelete = {
    first: await ranked(first, db, 'ferry'),
    second: await ranked(second, db, 'ferry'),
    held: (await second.postings(SERVICE)).size,
  };
  return { keeper, before, seenBySecond, seenByFirst, afterRetitle, afterDelete };
}

// The SQL the retriever scored with before the index (bm25.ts's former bm25Sql, with its outdated
// weight), over every chunk holding a term: the reference the index must rank as.
function sqlScore(terms: ScoredTerm[], avgLength: number, years: string[]): SQL {
  const p = bm25Params();
  const table = sql`(VALUES ${sql.join(
    terms.map((t) => sql`(${t.term}::text, ${t.group}::int, ${t.value}::float8)`),
    sql`, `,
  )}) AS q(term, grp, value)`;
  const norm = sql`(${1 - p.b}::float8 + ${p.b}::float8 * length(c.tsv) / ${Math.max(avgLength, 1)}::float8)`;
  const named = years.length > 0 ? sql` AND NOT c.title ~ ${`\\m(${years.join('|')})\\M`}` : sql``;
  return sql`coalesce((SELECT sum(best) FROM (
      SELECT max(q.value * tf * ${p.k1 + 1}::float8 / (tf + ${p.k1}::float8 * ${norm})) AS best
      FROM (SELECT lexeme, coalesce(array_length(positions, 1), 1) AS tf FROM unnest(c.tsv)) u
      JOIN ${table} ON q.term = u.lexeme
      GROUP BY q.grp) g), 0)
    * CASE WHEN c.title ~* '\\m(superseded|archived|expired|obsolete|outdated)\\M'${named} THEN 0.75::float8 ELSE 1 END`;
}

const FIXTURE: [title: string, content: string][] = [
  ['Returns Policy', 'Items may be returned within 30 days of delivery for a full refund.'],
  ['Returns Policy (2024, superseded)', 'Items may be returned within 14 days of delivery.'],
  [
    'Delivery Times',
    'Orders to Kisumu arrive in 3 to 5 working days; Nairobi orders arrive next day.',
  ],
  ['Delivery Charges 2025 (superseded)', 'Delivery to Kisumu cost KES 350 during 2025.'],
  ['Delivery Charges', 'Delivery to Kisumu costs KES 300. Orders over KES 5,000 ship free.'],
  ['Warranty', 'Headphones carry a 12-month warranty; we repair or replace faulty ones for free.'],
  [
    'Warranty extras',
    'An extended warranty adds 12 months of repair cover for headphones and speakers.',
  ],
  [
    'Payments',
    'You can pay in installments with mobile money or a card; installments run 3 months.',
  ],
  ['Leave Policy', 'New staff get 21 days of annual leave; up to 5 days carry over to next year.'],
  ['Leave Policy 2024 (superseded)', 'New staff got 18 days of annual leave in 2024.'],
  ['Contact Us', 'Call us on 0700 000 000 or write to help@example.com; we answer within a day.'],
  ['Store hours', 'Stores open 9 to 6 on weekdays and 10 to 4 on Saturdays; closed Sundays.'],
];
const QUESTIONS = [
  'can i still return my blender after 3 weeks?',
  'how long does delivery to Kisumu take?',
  'what did delivery to Kisumu cost in 2025?',
  'will you repair my headphones for free?',
  'can I pay in installments?',
  'how many days of annual leave do new staff get',
  'how do I contact you',
  'delivery charges returns warranty repair',
  'when are the stores open on saturday',
];

/** The index's top 10 and the SQL's, with their scores, for a fixture's questions. */
export async function sameRanking(db: Db) {
  for (const [i, [title, content]] of FIXTURE.entries()) await addChunk(db, title, content, i);
  // The same passages again, so equal scores are ranked by id alike.
  for (const [i, [title, content]] of FIXTURE.entries()) await addChunk(db, title, content, i);
  const index = new LexicalIndex(db);
  const results = [];
  for (const question of QUESTIONS) {
    const analysis = await analyseQuestion(db, SERVICE, question);
    const terms = scoredTerms(analysis);
    const years = analysis.words.map((w) => w.word).filter((w) => /^(?:19|20)\d\d$/.test(w));
    const byIndex = (await index.postings(SERVICE))
      .rank(terms, analysis.corpus.avgLength, bm25Params(), outdatedWeightOf(analysis), 10)
      .map((hit) => ({ id: hit.id, score: Math.round(hit.score * 1e9) / 1e9 }));
    const bySql = rowsOf<{ id: number | string; score: number }>(
      await db.execute(sql`SELECT c.id, ${sqlScore(terms, analysis.corpus.avgLength, years)} AS score
        FROM kb_chunks c WHERE c.service = ${SERVICE}
          AND c.tsv @@ (${sql.join(
            terms.map((t) => sql`quote_literal(${t.term})::tsquery`),
            sql` || `,
          )})
        ORDER BY score DESC, c.id LIMIT 10`),
    ).map((row) => ({ id: Number(row.id), score: Math.round(Number(row.score) * 1e9) / 1e9 }));
    results.push({ question, byIndex, bySql });
  }
  return results;
}

/** Migration 441 on a store that already holds chunks: each is numbered, and the index reads them all. */
export async function migratesExistingChunks(db: Db) {
  await db.execute(sql`DROP TRIGGER kb_chunks_text_changed ON kb_chunks`);
  await db.execute(sql`DROP FUNCTION kb_chunks_next_change()`);
  await db.execute(sql`ALTER TABLE kb_chunks DROP COLUMN change_seq`);
  await db.execute(sql`DROP SEQUENCE kb_chunk_change_seq`);
  for (const [i, [title, content]] of FIXTURE.entries()) await addChunk(db, title, content, i);
  const termsBefore = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT sum(df) AS n FROM kb_term_stats WHERE service = ${SERVICE}`),
  )[0]!.n;
  for (const statement of chunkChangeSeqMigration.statements) await db.execute(sql.raw(statement));
  const numbered = rowsOf<{ chunks: number | string; numbers: number | string }>(
    await db.execute(sql`SELECT count(*) AS chunks, count(DISTINCT change_seq) AS numbers
      FROM kb_chunks WHERE service = ${SERVICE}`),
  )[0]!;
  const termsAfter = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT sum(df) AS n FROM kb_term_stats WHERE service = ${SERVICE}`),
  )[0]!.n;
  return {
    chunks: Number(numbered.chunks),
    numbers: Number(numbered.numbers),
    held: (await new LexicalIndex(db).postings(SERVICE)).size,
    termStatsKept: Number(termsBefore) === Number(termsAfter),
  };
}
