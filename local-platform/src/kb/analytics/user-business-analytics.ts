import { sql } from 'drizzle-orm';
import { conversationAnalytics } from './conversation-analytics';
import { daily, inWindow, numbers, rows, totals, type Scope } from './analytics-sql';
import { usageAnalytics } from './usage-analytics';

const NO_COST_INPUTS =
  'No cost inputs are configured, so money figures are not computed; counts are real';

export const userAnalytics: Record<string, (scope: Scope) => Promise<unknown>> = {
  demographics: async (scope) => ({
    available: false,
    reason: 'The service records user ids only, no demographic attributes',
    unique_users: (await totals(scope)).users,
    groups: [],
  }),
  'session-frequency': async (scope) => ({
    users: (
      await rows<Record<string, unknown>>(
        scope.db,
        sql`SELECT sessions, count(*)::int AS users FROM (
              SELECT e.user_id, count(DISTINCT e.session_id)::int AS sessions FROM kb_chat_events e WHERE ${inWindow(scope)} GROUP BY e.user_id
            ) per_user GROUP BY sessions ORDER BY sessions`,
      )
    ).map(numbers),
  }),
  sentiment: async () => ({
    available: false,
    reason: 'Sentiment is not analysed by this service',
    distribution: [],
  }),
  retention: async (scope) => {
    const [row] = await rows<Record<string, unknown>>(
      scope.db,
      sql`SELECT count(*)::int AS users, count(*) FILTER (WHERE active_days > 1)::int AS returning_users FROM (
            SELECT e.user_id, count(DISTINCT date_trunc('day', e.requested_at)) AS active_days FROM kb_chat_events e WHERE ${inWindow(scope)} GROUP BY e.user_id
          ) per_user`,
    );
    const figures = numbers(row!);
    const users = Number(figures.users);
    return { ...figures, retention_rate: users ? Number(figures.returning_users) / users : null };
  },
};

async function containment(scope: Scope) {
  const figures = await totals(scope);
  return {
    requests: figures.requests,
    contained: figures.answered,
    not_contained: Number(figures.unknown) + Number(figures.errors),
    containment_rate: figures.answer_rate,
  };
}

export const businessAnalytics: Record<string, (scope: Scope) => Promise<unknown>> = {
  roi: async (scope) => ({
    available: false,
    reason: NO_COST_INPUTS,
    containment: await containment(scope),
  }),
  containment,
  'business-flow-success': async (scope) => ({
    daily: (await daily(scope)).map(({ date, requests, answered }) => ({
      date,
      requests,
      answered,
      success_rate: Number(requests) ? Number(answered) / Number(requests) : null,
    })),
  }),
  'cost-analysis': async (scope) => {
    const figures = await totals(scope);
    return {
      available: false,
      reason: NO_COST_INPUTS,
      requests: figures.requests,
      chars_in: figures.chars_in,
      chars_out: figures.chars_out,
    };
  },
  'performance-benchmarks': async (scope) => {
    const figures = await totals(scope);
    return {
      p50_latency_ms: figures.p50_latency_ms,
      p95_latency_ms: figures.p95_latency_ms,
      answer_rate: figures.answer_rate,
      avg_confidence: figures.avg_confidence,
    };
  },
  'dashboard/executive': async (scope) => ({
    totals: await totals(scope),
    containment: await containment(scope),
  }),
  'dashboard/operations': async (scope) => ({
    health: await usageAnalytics['system-health']!(scope),
    response_times: await usageAnalytics['response-times']!(scope),
    errors: await usageAnalytics.errors!(scope),
  }),
  'dashboard/product-optimization': async (scope) => ({
    knowledge_gaps: await conversationAnalytics['knowledge-gaps']!(scope),
    document_retrieval: await conversationAnalytics['document-retrieval']!(scope),
  }),
  'dashboard/business-intelligence': async (scope) => ({
    traffic: await usageAnalytics.traffic!(scope),
    intents: await conversationAnalytics.intents!(scope),
    retention: await userAnalytics.retention!(scope),
  }),
};
