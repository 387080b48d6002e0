import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { anyTermQuery } from '../retrieval/bm25';
import { analyseQuestion, type QuestionAnalysis } from '../retrieval/question-terms';
import { staffAnswerThreshold } from './staff-answer-store';

export interface StaffAnswerMatch {
  id: string;
  question: string;
  answer: string;
  /** How alike the two questions are, in [0, 1]. */
  score: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const MAX_CANDIDATES = 50;

/**
 * How alike a staff answer's question is to the one asked, read the way document
 * retrieval reads a question (the same english stems, the bot's domain synonyms and
 * WordNet's, each at its weight): the share of the asked words' weight (idf) its stems
 * cover, and the share of its own stems the question's terms reach, combined as F1 so a
 * short staff question inside a long, different one does not match.
 */
export function likeness(analysis: QuestionAnalysis, stems: string[]): number {
  const own = new Set(stems);
  const total = analysis.words.reduce((sum, word) => sum + word.idf, 0);
  if (total <= 0 || own.size === 0) return 0;
  let covered = 0;
  for (const word of analysis.words) {
    const best = analysis.terms
      .filter((term) => term.group === word.group && own.has(term.term))
      .reduce((max, term) => Math.max(max, term.weight), 0);
    covered += best * word.idf;
  }
  const reached = new Set(analysis.terms.map((term) => term.term));
  const asked = covered / total;
  const answered = [...own].filter((stem) => reached.has(stem)).length / own.size;
  return asked + answered === 0 ? 0 : (2 * asked * answered) / (asked + answered);
}

/**
 * The staff answer whose question is most like this one, when it is at least as alike as
 * the bot's threshold; else null, and chat answers from documents.
 */
export async function matchStaffAnswer(
  db: Db,
  service: string,
  question: string,
): Promise<StaffAnswerMatch | null> {
  // Most bots have no staff answers: one indexed read spares them the question's analysis.
  const any = await db.execute(
    sql`SELECT 1 FROM kb_staff_answers WHERE service = ${service} LIMIT 1`,
  );
  if (rowsOf(any).length === 0) return null;
  const analysis = await analyseQuestion(db, service, question);
  if (analysis.terms.length === 0) return null;
  const [threshold, candidates] = await Promise.all([
    staffAnswerThreshold(db, service),
    db.execute(sql`
      SELECT s.id, s.question, s.answer, tsvector_to_array(to_tsvector('english', s.question)) AS stems
      FROM kb_staff_answers s
      WHERE s.service = ${service}
        AND to_tsvector('english', s.question) @@ (${anyTermQuery(analysis.terms.map((t) => t.term))})
      LIMIT ${MAX_CANDIDATES}`),
  ]);
  let best: StaffAnswerMatch | null = null;
  for (const row of rowsOf<{ id: string; question: string; answer: string; stems: string[] }>(
    candidates,
  )) {
    const score = likeness(analysis, row.stems);
    if (!best || score > best.score) {
      best = { id: row.id, question: row.question, answer: row.answer, score };
    }
  }
  return best && best.score >= threshold
    ? { ...best, score: Math.round(best.score * 1000) / 1000 }
    : null;
}

/** Counts one answer given from a staff answer. */
export async function recordStaffAnswerHit(db: Db, service: string, id: string, at?: Date) {
  await db.execute(sql`UPDATE kb_staff_answers SET hits = hits + 1,
    last_hit_at = greatest(last_hit_at, ${(at ?? new Date()).toISOString()}::timestamptz)
    WHERE service = ${service} AND id = ${id}::uuid`);
}
