import { percent } from './card-view';
import { resultData, type CallResult } from './group-status';

export const DASHBOARD_ENDPOINTS = [
  'usage/traffic',
  'usage/response-times',
  'usage/errors',
  'conversation/summary',
  'business/containment',
] as const;

export interface DashboardKpi {
  title: string;
  value: number | null;
  unit: string;
  /** One point per day of the period that had traffic. */
  trend: number[];
  days: string[];
  /** The group page with the details. */
  path: string;
  /** The endpoint the figure comes from, so a failed one shows as failed. */
  source: (typeof DASHBOARD_ENDPOINTS)[number];
}

const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** The six headline figures, each with its daily trend, from the dashboard's group fetch. */
export function dashboardKpis(results: Record<string, CallResult>): DashboardKpi[] {
  const traffic = resultData(results, 'usage/traffic');
  const times = resultData(results, 'usage/response-times');
  const summary = resultData(results, 'conversation/summary');
  const containment = resultData(results, 'business/containment');
  const errors = resultData(results, 'usage/errors');
  const daily = traffic?.daily ?? [];
  const containedDaily = containment?.daily ?? [];
  const days = daily.map((day) => day.date);
  return [
    {
      title: 'Conversations',
      value: summary?.sessions ?? null,
      unit: '',
      trend: daily.map((day) => day.sessions),
      days,
      path: '/analytics/conversations',
      source: 'conversation/summary',
    },
    {
      title: 'Users',
      value: traffic?.totals.users ?? null,
      unit: '',
      trend: daily.map((day) => day.users),
      days,
      path: '/analytics/users',
      source: 'usage/traffic',
    },
    {
      title: 'Containment',
      value: percent(containment?.containment_rate),
      unit: '%',
      trend: containedDaily.map((day) => ratio(day.contained, day.conversations)),
      days: containedDaily.map((day) => day.date),
      path: '/analytics/business',
      source: 'business/containment',
    },
    {
      title: 'Answer rate',
      value: percent(summary?.answer_rate),
      unit: '%',
      trend: daily.map((day) => ratio(day.answered, day.requests)),
      days,
      path: '/analytics/conversations',
      source: 'conversation/summary',
    },
    {
      title: 'p95 response time',
      value: times?.p95_ms ?? null,
      unit: 'ms',
      trend: (times?.daily ?? []).map((day) => day.p95_latency_ms),
      days: (times?.daily ?? []).map((day) => day.date),
      path: '/analytics/usage',
      source: 'usage/response-times',
    },
    {
      title: 'Error rate',
      value: percent(errors?.error_rate),
      unit: '%',
      trend: daily.map((day) => ratio(day.errors, day.requests)),
      days,
      path: '/analytics/usage',
      source: 'usage/errors',
    },
  ];
}
