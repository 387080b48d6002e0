import { z } from 'zod';
import { count } from '../kb/wire-fields';

const rate = z.number().min(0).max(1).nullable();

/** Ratings and declines of one period (a day) of a bot's answers. */
export const feedbackPeriodSchema = z.object({
  period: z.string(),
  answers: count,
  rated: count,
  up: count,
  down: count,
  declined: count,
  up_rate: rate,
  decline_rate: rate,
});

/** Unanswered questions of similar wording, with a readable representative. */
export const unansweredGroupSchema = z.object({
  question: z.string(),
  count,
  examples: z.array(z.string()),
  last_asked: z.string(),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

export const citationCountSchema = z.object({
  type: z.string(),
  id: z.string(),
  title: z.string(),
  citations: count,
});
export type CitationCount = z.infer<typeof citationCountSchema>;

/** The feedback section of a bot's analytics for a window of days. */
export const feedbackAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: feedbackPeriodSchema.omit({ period: true }),
  periods: z.array(feedbackPeriodSchema),
  unanswered: z.array(unansweredGroupSchema),
  citations: z.array(citationCountSchema),
});
export type FeedbackAnalytics = z.infer<typeof feedbackAnalyticsSchema>;
