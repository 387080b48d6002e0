import type { ReportBot } from '../api/report-bots';
import { percent } from './card-view';
import type { CallResult } from './group-status';

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
  loading: boolean;
}

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});
const n = (value: unknown) => (typeof value === 'number' ? value : null);

/** One row per bot from its executive dashboard figures. */
export function reportRows(
  bots: readonly ReportBot[],
  results: Record<string, CallResult>,
): ReportRow[] {
  return bots.map((bot) => {
    const result = results[bot.id];
    const data = obj(result?.state === 'ok' ? result.data : undefined);
    const totals = obj(data.totals);
    const requests = n(totals.requests);
    return {
      id: bot.id,
      bot: bot.name,
      status: bot.status,
      conversations: n(totals.sessions),
      users: n(totals.users),
      questions: requests,
      answerRate: percent(totals.answer_rate),
      containment: percent(obj(data.containment).containment_rate),
      p95: n(totals.p95_latency_ms),
      errorRate: requests ? percent(Number(totals.errors) / requests) : null,
      problem: result?.state === 'failed' ? result.message : '',
      loading: !result || result.state === 'loading',
    };
  });
}
