import { kpis, percent, series, type CardView, type Column } from '../card-view';

/** What a group page is made of, and the helpers its cards share. */
export type Data = Record<string, unknown>;
export const obj = (value: unknown): Data =>
  value && typeof value === 'object' ? (value as Data) : {};
export const unavailable = (data: Data) =>
  data.available === false && typeof data.reason === 'string' ? data.reason : undefined;

export interface EndpointCard {
  /** Path under /analytics/ on the bot's service. */
  endpoint: string;
  title: string;
  /** What it measures, in a sentence. */
  description: string;
  view(data: unknown): CardView;
  /** Where to act on the figures. */
  link?: { to: string; label: string };
}

/** Closing the loop on unanswered questions: the page where documents are added. */
export const ADD_KNOWLEDGE = {
  to: '/knowledge/documents',
  label: 'Add a document to the knowledge base',
};

export interface AnalyticsGroupDefinition {
  /** The group's name in messages: "All usage requests failed: …". */
  name: 'user' | 'usage' | 'conversation' | 'business';
  title: string;
  description: string;
  path: string;
  cards: EndpointCard[];
}

export const day = { key: 'date', label: 'Day' };
export const hour = { key: 'hour', label: 'Hour (UTC)' };

/** A line chart of an answer's `daily` rows, one line per measure. */
export const dailyLines =
  (lines: Parameters<typeof series>[2]) =>
  (data: unknown): CardView =>
    series('line', day, lines, obj(data).daily);

export const dailyTraffic = dailyLines([
  { key: 'requests', label: 'Requests', unit: 'requests' },
  { key: 'users', label: 'Users', unit: 'users' },
  { key: 'errors', label: 'Errors', unit: 'requests' },
]);

export const dailyResponseTimes = dailyLines([
  { key: 'avg_latency_ms', label: 'Average', unit: 'ms' },
  { key: 'p95_latency_ms', label: '95th percentile', unit: 'ms' },
]);

/** A headline figure: what is measured, its value and the unit shown after it. */
export type Figure = [measure: string, value: unknown, unit?: string];

/** A share from 0 to 1, shown as a percentage. */
export const rate = (measure: string, fraction: unknown): Figure => [
  measure,
  percent(fraction),
  '%',
];

/** A card of headline figures read from the answer; `extra` adds to the view (a gauge, say). */
export const figures =
  (read: (d: Data) => Figure[], extra?: (d: Data) => Partial<CardView>) =>
  (data: unknown): CardView => {
    const d = obj(data);
    const items = read(d).map(([measure, value, unit]) => ({ measure, value, unit }));
    return kpis(items, extra?.(d));
  };

/** A card the service may not record: nothing to draw, and why. */
export const unrecorded = (data: unknown): CardView => ({
  ...kpis([]),
  unavailable: unavailable(obj(data)),
});

/** The first `count` items of a list in the answer (the top ones: lists come ranked). */
export const first = (list: unknown, count: number) =>
  Array.isArray(list) ? list.slice(0, count) : undefined;

/** A bar chart of one list in the answer, one bar of `measure` per item. */
export const bars =
  (x: Column, measure: Column, read: (d: Data) => unknown) =>
  (data: unknown): CardView =>
    series('bar', x, [measure], read(obj(data)));
