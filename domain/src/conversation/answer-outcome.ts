import { z } from 'zod';

/**
 * What became of a question, as the service that answered it says: the one definition of
 * a declined answer. `answered`: the bot answered from its knowledge; `declined`: it found
 * nothing it could answer from and said so; `staff_answer`: a staff answer matched and was
 * given as written. Nothing outside the answering service judges an answer by its wording
 * or its confidence; an answer from a bot that does not say stores no outcome (null).
 */
export const ANSWER_OUTCOMES = ['answered', 'declined', 'staff_answer'] as const;

export const answerOutcomeSchema = z.enum(ANSWER_OUTCOMES, {
  error: `outcome must be one of ${ANSWER_OUTCOMES.join(', ')}`,
});

export type AnswerOutcome = z.output<typeof answerOutcomeSchema>;
