import type { BotKpis } from '@switchboard/domain';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
const n = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads the figures out of `/analytics/business/dashboard/executive`'s `data`. */
export function botKpis(executive: unknown): BotKpis {
  const data = obj(executive);
  const totals = obj(data.totals);
  const questions = n(totals.requests);
  const errors = n(totals.errors);
  return {
    conversations: n(totals.sessions),
    users: n(totals.users),
    questions,
    answerRate: n(totals.answer_rate),
    containmentRate: n(obj(data.containment).containment_rate),
    p95LatencyMs: n(totals.p95_latency_ms),
    errorRate: questions && errors !== null ? Math.round((errors / questions) * 1000) / 1000 : null,
  };
}
