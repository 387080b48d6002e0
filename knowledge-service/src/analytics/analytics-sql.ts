import type {
  AnalyticsData,
  AnalyticsDay,
  AnalyticsGroup,
  AnalyticsName,
  AnalyticsTotals,
} from '@switchboard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { ServiceDirectory } from '../service-directory';
import type { AnalyticsWindow } from './analytics-window';

/**
 * The service and time window every analytics figure is computed over, and the host's
 * directory, through which the figures read the questions the console recorded.
 */
export interface Scope extends AnalyticsWindow {
  db: Db;
  service: string;
  directory: Pick<ServiceDirectory, 'consoleTurns'>;
}

/**
 * What a group computes: one function per endpoint of the domain's analytics contract, each
 * answering that endpoint's `data`. A missing, extra or mistyped figure does not compile.
 */
export type Computations<G extends AnalyticsGroup> = {
  [N in AnalyticsName<G>]: (scope: Scope) => Promise<AnalyticsData<G, N>>;
};

/** One row of a list figure, e.g. `Row<'usage', 'errors', 'recent'>`. */
export type Row<
  G extends AnalyticsGroup,
  N extends AnalyticsName<G>,
  K extends keyof AnalyticsData<G, N>,
> = AnalyticsData<G, N>[K] extends readonly (infer R)[] ? R : never;

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Chat events of the scope, as a WHERE clause on alias `e`. */
export const inWindow = ({ service, from, to }: Scope) =>
  sql`e.service = ${service} AND e.requested_at >= ${from.toISOString()}::timestamptz AND e.requested_at < ${to.toISOString()}::timestamptz`;

/**
 * PostgreSQL numerics and bigints arrive as strings; figures are plain numbers (null stays
 * null). A row's shape is what its SQL selects, so the caller names it, as with `rows`.
 */
export function numbers<T = Record<string, unknown>>(row: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(value)
        ? Number(value)
        : value,
    ]),
  ) as T;
}

/** Rows of figures: what `numbers` makes of each row the SQL selects. */
export async function figureRows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await rows<Record<string, unknown>>(db, query)).map((row) => numbers<T>(row));
}

export async function totals(scope: Scope): Promise<AnalyticsTotals> {
  const [row] = await rows<Record<string, unknown>>(
    scope.db,
    sql`SELECT count(*)::int AS requests,
          count(DISTINCT e.user_id)::int AS users,
          count(DISTINCT e.session_id)::int AS sessions,
          count(*) FILTER (WHERE e.outcome = 'answered')::int AS answered,
          count(*) FILTER (WHERE e.outcome = 'unknown')::int AS unknown,
          count(*) FILTER (WHERE e.outcome = 'error')::int AS errors,
          round(avg(e.latency_ms)::numeric, 1) AS avg_latency_ms,
          round((percentile_cont(0.5) WITHIN GROUP (ORDER BY e.latency_ms))::numeric, 1) AS p50_latency_ms,
          round((percentile_cont(0.95) WITHIN GROUP (ORDER BY e.latency_ms))::numeric, 1) AS p95_latency_ms,
          round(avg(e.confidence)::numeric, 3) AS avg_confidence,
          coalesce(sum(e.chars_in), 0)::int AS chars_in,
          coalesce(sum(e.chars_out), 0)::int AS chars_out
        FROM kb_chat_events e WHERE ${inWindow(scope)}`,
  );
  const figures = numbers<Omit<AnalyticsTotals, 'answer_rate'>>(row!);
  const requests = figures.requests;
  return {
    ...figures,
    answer_rate: requests > 0 ? Math.round((figures.answered / requests) * 1000) / 1000 : null,
  };
}

export async function daily(scope: Scope): Promise<AnalyticsDay[]> {
  return (
    await rows<Record<string, unknown>>(
      scope.db,
      sql`SELECT to_char(date_trunc('day', e.requested_at), 'YYYY-MM-DD') AS date,
            count(*)::int AS requests, count(DISTINCT e.user_id)::int AS users, count(DISTINCT e.session_id)::int AS sessions,
            count(*) FILTER (WHERE e.outcome = 'answered')::int AS answered,
            count(*) FILTER (WHERE e.outcome = 'error')::int AS errors,
            round(avg(e.latency_ms)::numeric, 1) AS avg_latency_ms,
            round((percentile_cont(0.95) WITHIN GROUP (ORDER BY e.latency_ms))::numeric, 1) AS p95_latency_ms
          FROM kb_chat_events e WHERE ${inWindow(scope)} GROUP BY 1 ORDER BY 1`,
    )
  ).map((row) => numbers<AnalyticsDay>(row));
}

export async function sessionLengths(scope: Scope) {
  return (
    await rows<Record<string, unknown>>(
      scope.db,
      sql`SELECT e.session_id, count(*)::int AS turns,
            round((extract(epoch FROM max(e.requested_at) - min(e.requested_at)))::numeric, 1) AS duration_seconds,
            bool_or(e.outcome = 'answered') AS any_answered,
            (array_agg(e.outcome ORDER BY e.requested_at DESC))[1] AS last_outcome
          FROM kb_chat_events e WHERE ${inWindow(scope)} AND e.session_id IS NOT NULL GROUP BY e.session_id`,
    )
  ).map(numbers);
}
