import { z } from 'zod';
import { botStatusSchema } from '../bot/bot-schema';

/**
 * A bot the platform's `GET /api/reports/bots` lists: its face only, and its address
 * when the gateway asks with the service credential (the gateway alone fetches figures).
 */
export const reportBotSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: botStatusSchema,
    avatar: z.string().nullable(),
    botPath: z.string().optional(),
    chatEndpoint: z.string().optional(),
  })
  .strict();

export type ReportBot = z.infer<typeof reportBotSchema>;

export const reportBotListSchema = z.array(reportBotSchema);

const figure = z.number().nullable();

/** One bot's KPIs for the period. Rates are fractions from 0 to 1. */
export const botKpisSchema = z
  .object({
    conversations: figure,
    users: figure,
    questions: figure,
    /** Share of chats answered. */
    answerRate: figure,
    /** Share of conversations resolved without a "don't know" or an error. */
    containmentRate: figure,
    p95LatencyMs: figure,
    /** Share of chats that failed. */
    errorRate: figure,
  })
  .strict();

export type BotKpis = z.infer<typeof botKpisSchema>;

/** A report row: one bot and its KPIs, or why they are missing (the other bots still report). */
export const botReportSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: botStatusSchema,
    avatar: z.string().nullable(),
    kpis: botKpisSchema.nullable(),
    error: z.string().optional(),
  })
  .strict();

export type BotReport = z.infer<typeof botReportSchema>;

/**
 * The staff report (`GET /api/reports/bots` on the gateway): the same KPIs for every bot a
 * staff member may see, side by side for one period.
 */
export const botsReportSchema = z
  .object({
    /** The period the services computed, or null when none answered. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    bots: z.array(botReportSchema),
  })
  .strict();

export type BotsReport = z.infer<typeof botsReportSchema>;
