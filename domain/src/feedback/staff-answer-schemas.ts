import { z } from 'zod';
import { count, isoTimestamp } from '../kb/wire-fields';

export const MAX_STAFF_QUESTION = 1000;
export const MAX_STAFF_ANSWER = 10000;
export const MAX_STAFF_ANSWER_IMPORT = 1000;
export const DEFAULT_STAFF_ANSWER_THRESHOLD = 0.6;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A staff answer as a bot admin writes it ("Improve this answer", the Answers page, CSV). */
export const staffAnswerInputSchema = z.object({
  question: text('question', MAX_STAFF_QUESTION),
  answer: text('answer', MAX_STAFF_ANSWER),
});
export type StaffAnswerInput = z.infer<typeof staffAnswerInputSchema>;

/** A stored staff answer with how often chat answered from it. */
export const staffAnswerSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  hits: count,
  last_hit_at: isoTimestamp.nullable(),
  created_by: z.string().nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;

export const staffAnswerListSchema = z.object({
  answers: z.array(staffAnswerSchema),
  total: count,
  threshold: z.number(),
});
export type StaffAnswerList = z.infer<typeof staffAnswerListSchema>;

/** Per bot: how close a question must be to a staff answer's for chat to answer from it. */
export const staffAnswerSettingsSchema = z.object({
  threshold: z
    .number({ error: 'threshold must be a number between 0.05 and 1' })
    .min(0.05, 'threshold must be between 0.05 and 1')
    .max(1, 'threshold must be between 0.05 and 1'),
});
export type StaffAnswerSettings = z.infer<typeof staffAnswerSettingsSchema>;

/** A CSV file of `question,answer` rows (a header row is optional). */
export const staffAnswerImportSchema = z.object({
  csv: z
    .string({ error: 'csv is required' })
    .min(1, 'csv is required')
    .max(5 * 1024 * 1024, 'csv must be at most 5 MB'),
});

export const staffAnswerImportResultSchema = z.object({ imported: count });

/** The source a chat answer names when it came from a staff answer. */
export const STAFF_ANSWER_SOURCE = 'staff_answer';
