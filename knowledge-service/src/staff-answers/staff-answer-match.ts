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
// Staff questions compared by meaning: a bot's whole list, up to this many.
const MAX_BY_MEANING = 1000;

/** Each of other questions' cosine to the asked one (null without the model). */
export interface QuestionMeaning {
  questionCosines(service: string, question: string, others: string[]): Promise<number[] | null>;
}

/*
 * A staff question matches by meaning when its cosine to the asked one is at least
 * MEANING_MIN and stands MEANING_MARGIN above the next staff question's. The cosine alone
 * cannot tell: "How many sick days can I take?" reaches 0.926 against "How many days of
 * annual leave do I get?", as "Is it possible to split my payment into installments?"
 * reaches 0.928 against "Can I pay for my order in installments?"; but the paraphrase
 * stands 0.097 above its next staff question and the other topic 0.045 (e5-small-v2, six
 * staff questions and twelve askings measured; staff-answer-meaning.test.ts). A lone staff
 * answer has no runner-up, so it is measured against MEANING_FLOOR, the cosine unrelated
 * questions of one bot reach; matching by words (likeness against the bot's threshold)
 * still applies beside it.
 */
const MEANING_MIN = 0.9;
const MEANING_MARGIN = 0.06;
const MEANING_FLOOR = 0.87;

interface StaffRow {
  id: string;
  question: string;
  answer: string;
}

async function byMeaning(
  db: Db,
  service: string,
  question: string,
  meaning: QuestionMeaning,
): Promise<StaffAnswerMatch | null> {
  const rows = rowsOf<StaffRow>(
    await db.execute(sql`SELECT s.id, s.question, s.answer FROM kb_staff_answers s
      WHERE s.service = ${service} ORDER BY s.created_at DESC LIMIT ${MAX_BY_MEANING}`),
  );
  const cosines = await meaning.questionCosines(
    service,
    question,
    rows.map((row) => row.question),
  );
  if (!cosines) return null;
  const order = cosines
    .map((cosine, i) => ({ cosine, row: rows[i]! }))
    .sort((a, b) => b.cosine - a.cosine);
  const [best, next] = order;
  if (!best || best.cosine < MEANING_MIN) return null;
  if (best.cosine - (next?.cosine ?? MEANING_FLOOR) < MEANING_MARGIN) return null;
  return { ...best.row, score: best.cosine };
}

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
 * The staff answer whose question is most like this one by words, when it is at least as
 * alike as the bot's threshold; else, with the embedding, the one nearest by meaning (see
 * MEANING_MIN); else null, and chat answers from documents.
 */
export async function matchStaffAnswer(
  db: Db,
  service: string,
  question: string,
  meaning?: QuestionMeaning | null,
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
  const byWords = best && best.score >= threshold ? best : null;
  const found = byWords ?? (meaning ? await byMeaning(db, service, question, meaning) : null);
  return found ? { ...found, score: Math.round(found.score * 1000) / 1000 } : null;
}

/** Counts one answer given from a staff answer. */
export async function recordStaffAnswerHit(db: Db, service: string, id: string, at?: Date) {
  await db.execute(sql`UPDATE kb_staff_answers SET hits = hits + 1,
    last_hit_at = greatest(last_hit_at, ${(at ?? new Date()).toISOString()}::timestamptz)
    WHERE service = ${service} AND id = ${id}::uuid`);
}
