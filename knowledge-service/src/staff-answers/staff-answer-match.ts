import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
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
 * The staff answer whose question is most like this one, when it is at least as alike as
 * the bot's threshold; else null, and chat answers from documents. Both questions are
 * read as the document index reads text (english stems), and likeness is the overlap of
 * their terms over their union (Jaccard), so a question in other words still matches.
 */
export async function matchStaffAnswer(
  db: Db,
  service: string,
  question: string,
): Promise<StaffAnswerMatch | null> {
  const threshold = await staffAnswerThreshold(db, service);
  const rows = rowsOf<{
    id: string;
    question: string;
    answer: string;
    terms: string[];
    asked: string[];
  }>(
    await db.execute(sql`
      WITH asked AS (SELECT to_tsvector('english', ${question}) AS tsv)
      SELECT s.id, s.question, s.answer,
        tsvector_to_array(to_tsvector('english', s.question)) AS terms,
        tsvector_to_array(asked.tsv) AS asked
      FROM kb_staff_answers s, asked
      WHERE s.service = ${service} AND length(asked.tsv) > 0
        AND to_tsvector('english', s.question) @@ replace(strip(asked.tsv)::text, ' ', ' | ')::tsquery
      LIMIT ${MAX_CANDIDATES}`),
  );
  let best: StaffAnswerMatch | null = null;
  for (const row of rows) {
    const asked = new Set(row.asked);
    const shared = row.terms.filter((term) => asked.has(term)).length;
    const score = shared / (asked.size + row.terms.length - shared);
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
