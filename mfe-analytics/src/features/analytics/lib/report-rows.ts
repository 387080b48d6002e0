import type { BotReport } from '@switchboard/domain';
import { percent } from './card-view';

export interface ReportRow {
  id: string;
  bot: string;
  status: string;
  conversations: number | null;
  users: number | null;
  questions: number | null;
  answerRate: number | null;
  containment: number | null;
  p95: number | null;
  errorRate: number | null;
  /** Why this bot's figures are missing. */
  problem: string;
}

/** One row per bot, rates as percentages, as the table and its CSV show them. */
export function reportRows(bots: readonly BotReport[]): ReportRow[] {
  return bots.map((bot) => ({
    id: bot.id,
    bot: bot.name,
    status: bot.status,
    conversations: bot.kpis?.conversations ?? null,
    users: bot.kpis?.users ?? null,
    questions: bot.kpis?.questions ?? null,
    answerRate: percent(bot.kpis?.answerRate),
    containment: percent(bot.kpis?.containmentRate),
    p95: bot.kpis?.p95LatencyMs ?? null,
    errorRate: percent(bot.kpis?.errorRate),
    problem: bot.error ?? '',
  }));
}
