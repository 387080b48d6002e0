import { z } from 'zod';
import { SEED_BOTS, SEED_USERS } from '../seed-data';
import questions from './history-questions.json';

/**
 * What people ask each seeded bot (history-questions.json, by bot slug). Most questions are
 * answered by that bot's seeded knowledge; the `gap` ones are not (so the service says it
 * does not know and the analytics show real knowledge gaps). Follow-ups continue the same
 * conversation.
 */
const questionThreads = z.record(
  z.string(),
  z.array(
    z.object({
      title: z.string().min(1),
      questions: z.array(z.string().min(1)).min(1),
      gap: z.boolean().optional(),
    }),
  ),
);

export const HISTORY_QUESTIONS = questionThreads.parse(questions);

/** Staff who hold conversations: everyone but the applicant and the outsider. */
export const HISTORY_USERS = SEED_USERS.filter(
  (user) => user.roleName !== 'applicant' && !user.email.endsWith('@example.com'),
).map((user) => user.id);

export const HISTORY_BOTS = SEED_BOTS.map((bot) => ({ id: bot.id, slug: bot.slug }));

export const HISTORY_CONVERSATIONS = 240;
export const HISTORY_DAYS = 60;
