/**
 * The staff report (`GET /api/reports/bots` on the gateway): the same KPIs for every bot a
 * staff member may see, side by side for one period. Rates are fractions from 0 to 1.
 */
export interface BotKpis {
  conversations: number | null;
  users: number | null;
  questions: number | null;
  /** Share of chats answered. */
  answerRate: number | null;
  /** Share of conversations resolved without a "don't know" or an error. */
  containmentRate: number | null;
  p95LatencyMs: number | null;
  /** Share of chats that failed. */
  errorRate: number | null;
}

export interface BotReport {
  id: string;
  name: string;
  status: string;
  avatar: string | null;
  kpis: BotKpis | null;
  /** Why this bot's figures are missing; the other bots still report. */
  error?: string;
}

export interface BotsReport {
  /** The period the services computed, or null when none answered. */
  from: string | null;
  to: string | null;
  bots: BotReport[];
}
