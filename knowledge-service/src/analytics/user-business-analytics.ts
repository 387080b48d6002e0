import { sql } from 'drizzle-orm';
import { conversationAnalytics } from './conversation-analytics';
import {
  daily,
  figureRows,
  inWindow,
  numbers,
  rows,
  totals,
  type Computations,
  type Row,
  type Scope,
} from './analytics-sql';
import { usageAnalytics } from './usage-analytics';

const NO_COST_INPUTS =
  'No cost inputs are configured, so money figures are not computed; counts are real';

export const userAnalytics = {
  demographics: async (scope) => ({
    available: false,
    reason: 'The service records user ids only, no demographic attributes',
    unique_users: (await totals(scope)).users,
    groups: [],
  }),
  'session-frequency': async (scope) => ({
    users: await figureRows<Row<'user', 'session-frequency', 'users'>>(
      scope.db,
      sql`SELECT sessions, count(*)::int AS users FROM (
              SELECT e.user_id, count(DISTINCT e.session_id)::int AS sessions FROM kb_chat_events e WHERE ${inWindow(scope)} GROUP BY e.user_id
            ) per_user GROUP BY sessions ORDER BY sessions`,
    ),
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
    const figures = numbers<{ users: number; returning_users: number }>(row!);
    return {
      ...figures,
      retention_rate: figures.users ? figures.returning_users / figures.users : null,
    };
  },
} satisfies Computations<'user'>;

/**
 * Containment is about conversations, answer rate about single chats: a conversation
 * (a session, over its turns in the period) is contained when the bot resolved it
 * alone, that is no turn got a "don't know" or an error, which is also when a user
 * would have been handed to a person or given up. One unanswered turn in a long
 * conversation lowers answer rate a little and containment by the whole conversation.
 */
async function containment(scope: Scope) {
  // Each conversation counts on the day of its first turn in the period.
  const daily = (
    await rows<Record<string, unknown>>(
      scope.db,
      sql`SELECT to_char(date_trunc('day', started_at), 'YYYY-MM-DD') AS date,
            count(*)::int AS conversations,
            count(*) FILTER (WHERE unresolved = 0)::int AS contained,
            sum(turns)::int AS turns
          FROM (
            SELECT e.session_id, min(e.requested_at) AS started_at, count(*) AS turns,
              count(*) FILTER (WHERE e.outcome IN ('unknown', 'error')) AS unresolved
            FROM kb_chat_events e WHERE ${inWindow(scope)} AND e.session_id IS NOT NULL
            GROUP BY e.session_id
          ) per_conversation
          GROUP BY 1 ORDER BY 1`,
    )
  ).map(
    (row) =>
      numbers(row) as { date: string; conversations: number; contained: number; turns: number },
  );
  const sum = (key: 'conversations' | 'contained' | 'turns') =>
    daily.reduce((total, day) => total + day[key], 0);
  const conversations = sum('conversations');
  const contained = sum('contained');
  return {
    conversations,
    contained,
    not_contained: conversations - contained,
    turns: sum('turns'),
    containment_rate: conversations ? Math.round((contained / conversations) * 1000) / 1000 : null,
    daily,
  };
}

export const businessAnalytics = {
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
      success_rate: requests ? answered / requests : null,
    })),
  }),
  'cost-analysis': async (scope) => {
    const { requests, chars_in, chars_out } = await totals(scope);
    return { available: false, reason: NO_COST_INPUTS, requests, chars_in, chars_out };
  },
  'performance-benchmarks': async (scope) => {
    const { p50_latency_ms, p95_latency_ms, answer_rate, avg_confidence } = await totals(scope);
    return { p50_latency_ms, p95_latency_ms, answer_rate, avg_confidence };
  },
  'dashboard/executive': async (scope) => ({
    totals: await totals(scope),
    containment: await containment(scope),
  }),
  'dashboard/operations': async (scope) => ({
    health: await usageAnalytics['system-health'](scope),
    response_times: await usageAnalytics['response-times'](scope),
    errors: await usageAnalytics.errors(scope),
  }),
  'dashboard/product-optimization': async (scope) => ({
    knowledge_gaps: await conversationAnalytics['knowledge-gaps'](scope),
    document_retrieval: await conversationAnalytics['document-retrieval'](scope),
  }),
  'dashboard/business-intelligence': async (scope) => ({
    traffic: await usageAnalytics.traffic(scope),
    intents: await conversationAnalytics.intents(scope),
    retention: await userAnalytics.retention(scope),
  }),
} satisfies Computations<'business'>;
