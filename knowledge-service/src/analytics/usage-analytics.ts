import type { AnalyticsData } from '@switchboard/domain';
import { sql } from 'drizzle-orm';
import {
  daily,
  inWindow,
  numbers,
  rows,
  totals,
  sessionLengths,
  type Computations,
  type Row,
  type Scope,
} from './analytics-sql';

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Share of failed chats above which the service counts as degraded. */
const DEGRADED_ERROR_RATE = 0.05;

/** Derived from the period's recorded outcomes and the index, never assumed. */
function healthStatus(errorRate: number | null, failedSources: number) {
  if ((errorRate ?? 0) >= DEGRADED_ERROR_RATE || failedSources > 0) return 'degraded';
  return errorRate === null ? 'idle' : 'healthy';
}

async function byHour(scope: Scope, lastDayOnly: boolean) {
  const found = await rows<Record<string, unknown>>(
    scope.db,
    sql`SELECT extract(hour FROM e.requested_at)::int AS hour, count(*)::int AS requests
        FROM kb_chat_events e WHERE ${inWindow(scope)} ${lastDayOnly ? sql`AND e.requested_at >= ${scope.to.toISOString()}::timestamptz - interval '24 hours'` : sql``}
        GROUP BY 1`,
  );
  const counts = new Map(found.map((row) => [Number(row.hour), Number(row.requests)]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, requests: counts.get(hour) ?? 0 }));
}

export const usageAnalytics = {
  traffic: async (scope) => ({ totals: await totals(scope), daily: await daily(scope) }),
  'session-duration': async (scope) => {
    const sessions = await sessionLengths(scope);
    const durations = sessions.map((session) => Number(session.duration_seconds));
    return {
      sessions: sessions.length,
      avg_duration_seconds: durations.length
        ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10
        : null,
      median_duration_seconds: median(durations),
      avg_turns: sessions.length
        ? Math.round((sessions.reduce((a, s) => a + Number(s.turns), 0) / sessions.length) * 10) /
          10
        : null,
    };
  },
  'system-health': async (scope) => {
    const [index] = await rows<Record<string, unknown>>(
      scope.db,
      sql`SELECT (SELECT count(*) FROM kb_documents WHERE service = ${scope.service})::int AS documents,
            (SELECT count(*) FROM kb_documents WHERE service = ${scope.service} AND status = 'failed')::int AS failed_documents,
            (SELECT count(*) FROM kb_webpages WHERE service = ${scope.service})::int AS webpages,
            (SELECT count(*) FROM kb_webpages WHERE service = ${scope.service} AND status = 'failed')::int AS failed_webpages,
            (SELECT count(*) FROM kb_chunks WHERE service = ${scope.service})::int AS chunks`,
    );
    const figures = await totals(scope);
    const { requests } = figures;
    const indexFigures = numbers<AnalyticsData<'usage', 'system-health'>['index']>(index!);
    const errorRate = requests ? figures.errors / requests : null;
    const failedSources = indexFigures.failed_documents + indexFigures.failed_webpages;
    return {
      status: healthStatus(errorRate, failedSources),
      index: indexFigures,
      error_rate: errorRate,
      p95_latency_ms: figures.p95_latency_ms,
    };
  },
  'peak-hours': async (scope) => {
    const hours = await byHour(scope, false);
    const peak = hours.reduce(
      (best, hour) => (hour.requests > best.requests ? hour : best),
      hours[0]!,
    );
    return { hours, peak_hour: peak.requests > 0 ? peak.hour : null };
  },
  capacity: async (scope) => {
    const [row] = await rows<Record<string, unknown>>(
      scope.db,
      sql`SELECT coalesce(max(per_minute), 0)::int AS peak_requests_per_minute, coalesce(round(avg(per_minute)::numeric, 2), 0) AS avg_requests_per_active_minute
          FROM (SELECT count(*) AS per_minute FROM kb_chat_events e WHERE ${inWindow(scope)} GROUP BY date_trunc('minute', e.requested_at)) minutes`,
    );
    return numbers(row!);
  },
  'hourly-traffic': async (scope) => ({ last_24_hours: await byHour(scope, true) }),
  'response-times': async (scope) => {
    const figures = await totals(scope);
    return {
      avg_ms: figures.avg_latency_ms,
      p50_ms: figures.p50_latency_ms,
      p95_ms: figures.p95_latency_ms,
      daily: (await daily(scope)).map(({ date, avg_latency_ms, p95_latency_ms }) => ({
        date,
        avg_latency_ms,
        p95_latency_ms,
      })),
    };
  },
  errors: async (scope) => {
    // The time as ISO text from SQL, the string the contract names (a driver hands back a Date).
    const recent = await rows<Row<'usage', 'errors', 'recent'>>(
      scope.db,
      sql`SELECT to_char(e.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
            e.error, e.trace_id, e.session_id FROM kb_chat_events e
          WHERE ${inWindow(scope)} AND e.outcome = 'error' ORDER BY e.requested_at DESC LIMIT 50`,
    );
    const figures = await totals(scope);
    return {
      total_errors: figures.errors,
      error_rate: figures.requests ? figures.errors / figures.requests : null,
      recent,
    };
  },
} satisfies Computations<'usage'>;
