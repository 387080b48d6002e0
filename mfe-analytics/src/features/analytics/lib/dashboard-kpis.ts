import { percent } from './card-view';
import type { CallResult } from './group-status';
import { obj, type Data } from './groups/group-definition';

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

const list = (value: unknown) => (Array.isArray(value) ? (value as Data[]) : []);
const n = (value: unknown) => (typeof value === 'number' ? value : null);
const ratio = (part: unknown, whole: unknown) =>
  typeof part === 'number' && typeof whole === 'number' && whole > 0
    ? Math.round((part / whole) * 1000) / 10
    : 0;

/** The six headline figures, each with its daily trend, from the dashboard's group fetch. */
export function dashboardKpis(results: Record<string, CallResult>): DashboardKpi[] {
  const data = (endpoint: string) => {
    const result = results[endpoint];
    return obj(result?.state === 'ok' ? result.data : undefined);
  };
  const traffic = data('usage/traffic');
  const daily = list(traffic.daily);
  const times = list(data('usage/response-times').daily);
  const containment = data('business/containment');
  const containedDaily = list(containment.daily);
  const days = daily.map((day) => String(day.date));
  return [
    {
      title: 'Conversations',
      value: n(data('conversation/summary').sessions),
      unit: '',
      trend: daily.map((day) => n(day.sessions) ?? 0),
      days,
      path: '/analytics/conversations',
      source: 'conversation/summary',
    },
    {
      title: 'Users',
      value: n(obj(traffic.totals).users),
      unit: '',
      trend: daily.map((day) => n(day.users) ?? 0),
      days,
      path: '/analytics/users',
      source: 'usage/traffic',
    },
    {
      title: 'Containment',
      value: percent(containment.containment_rate),
      unit: '%',
      trend: containedDaily.map((day) => ratio(day.contained, day.conversations)),
      days: containedDaily.map((day) => String(day.date)),
      path: '/analytics/business',
      source: 'business/containment',
    },
    {
      title: 'Answer rate',
      value: percent(data('conversation/summary').answer_rate),
      unit: '%',
      trend: daily.map((day) => ratio(day.answered, day.requests)),
      days,
      path: '/analytics/conversations',
      source: 'conversation/summary',
    },
    {
      title: 'p95 response time',
      value: n(data('usage/response-times').p95_ms),
      unit: 'ms',
      trend: times.map((day) => n(day.p95_latency_ms) ?? 0),
      days: times.map((day) => String(day.date)),
      path: '/analytics/usage',
      source: 'usage/response-times',
    },
    {
      title: 'Error rate',
      value: percent(data('usage/errors').error_rate),
      unit: '%',
      trend: daily.map((day) => ratio(day.errors, day.requests)),
      days,
      path: '/analytics/usage',
      source: 'usage/errors',
    },
  ];
}
