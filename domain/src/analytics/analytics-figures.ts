import { z } from 'zod';

export const count = z.number().int().nonnegative();
/** A figure the period may not have (an average of no chats). */
export const maybe = z.number().nullable();
/**
 * A text read from the chats (a term, a question, a title): the service turns any value
 * that looks like a number into one, so a question "42" arrives as 42.
 */
export const chatText = z.union([z.string(), z.number()]);

/** The chat-event figures of a period. */
export const totalsSchema = z
  .object({
    requests: count,
    users: count,
    sessions: count,
    answered: count,
    unknown: count,
    errors: count,
    avg_latency_ms: maybe,
    p50_latency_ms: maybe,
    p95_latency_ms: maybe,
    avg_confidence: maybe,
    chars_in: count,
    chars_out: count,
    answer_rate: maybe,
  })
  .strict();

export const dailySchema = z
  .object({
    date: z.string(),
    requests: count,
    users: count,
    sessions: count,
    answered: count,
    errors: count,
    avg_latency_ms: z.number(),
    p95_latency_ms: z.number(),
  })
  .strict();

export const hourSchema = z.object({ hour: count, requests: count }).strict();

/** What the service cannot compute, said instead of figures it would have to invent. */
export const unavailable = { available: z.literal(false), reason: z.string() };

export type AnalyticsTotals = z.infer<typeof totalsSchema>;
export type AnalyticsDay = z.infer<typeof dailySchema>;
