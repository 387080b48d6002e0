import { STAFF_ANSWER_SOURCE } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { Answer, Source } from '../retrieval/answer-composer';
import { matchStaffAnswer, recordStaffAnswerHit, type QuestionMeaning } from './staff-answer-match';

export type ReplySource = Omit<Source, 'type'> & {
  type: Source['type'] | typeof STAFF_ANSWER_SOURCE;
};

export interface StaffAnswerReply extends Omit<
  Answer,
  'sources' | 'outcome' | 'evidence' | 'threshold'
> {
  sources: ReplySource[];
  outcome: 'staff_answer';
}

/**
 * The chat's answer from a staff answer, when the question matches one above the bot's
 * threshold: its text, the staff answer as the one source, and the match as confidence.
 * The hit is counted here. Null when none matches, and chat answers from documents.
 */
export async function staffAnswerReply(
  db: Db,
  service: string,
  question: string,
  at?: Date,
  meaning?: QuestionMeaning | null,
): Promise<StaffAnswerReply | null> {
  const match = await matchStaffAnswer(db, service, question, meaning);
  if (!match) return null;
  await recordStaffAnswerHit(db, service, match.id, at);
  return {
    answer: match.answer,
    confidence: match.score,
    outcome: 'staff_answer',
    sources: [
      {
        type: STAFF_ANSWER_SOURCE,
        id: match.id,
        title: match.question,
        passage: match.answer,
        score: match.score,
      },
    ],
  };
}
