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
  /** Made by "Improve this answer" and not yet seen recorded by the console (see Collection). */
  pending: z.literal(true).optional(),
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

/** The staff-answer CSV import's one limit: the browser, the gateway and the service all hold to it. */
export const STAFF_ANSWER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const STAFF_ANSWER_IMPORT_TOO_LARGE = 'A CSV import is at most 5 MB';
/**
 * The JSON body carrying such a CSV: escaping can double it (every quote), plus the
 * envelope. Past this, the answer is the import's own message, not a bare 413.
 */
export const STAFF_ANSWER_IMPORT_BODY_BYTES = 2 * STAFF_ANSWER_IMPORT_MAX_BYTES + 64 * 1024;

/** A CSV file of `question,answer` rows (a header row is optional). */
export const staffAnswerImportSchema = z.object({
  csv: z
    .string({ error: 'csv is required' })
    .min(1, 'csv is required')
    // In UTF-8 bytes, as the browser counts the file; never fewer than its characters.
    .refine(
      (csv) =>
        csv.length <= STAFF_ANSWER_IMPORT_MAX_BYTES &&
        new TextEncoder().encode(csv).length <= STAFF_ANSWER_IMPORT_MAX_BYTES,
      STAFF_ANSWER_IMPORT_TOO_LARGE,
    ),
});

export const staffAnswerImportResultSchema = z.object({ imported: count });

/** The source a chat answer names when it came from a staff answer. */
export const STAFF_ANSWER_SOURCE = 'staff_answer';
