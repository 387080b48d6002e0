import type { AnalyticsEndpoint, AnalyticsEndpointData } from '@switchboard/domain';
import { kpis, percent, series, type CardView, type Column } from '../card-view';

/** What a group page is made of, and the helpers its cards share. */
interface CardDefinition<E extends AnalyticsEndpoint> {
  /** Path under /analytics/ on the bot's service. */
  endpoint: E;
  title: string;
  /** What it measures, in a sentence. */
  description: string;
  /** The card's figures from the endpoint's data, read by name and type. */
  view(data: AnalyticsEndpointData<E>): CardView;
  /** Where to act on the figures. */
  link?: { to: string; label: string };
}

/** A card of any endpoint, as a group page holds it. */
export interface EndpointCard extends Omit<CardDefinition<AnalyticsEndpoint>, 'view'> {
  /** Given only data that passed the endpoint's contract (toCallResult checks it). */
  view(data: unknown): CardView;
}

/** A card over one endpoint, its view typed by that endpoint's contract. */
export function card<E extends AnalyticsEndpoint>(definition: CardDefinition<E>): EndpointCard {
  return { ...definition, view: (data) => definition.view(data as AnalyticsEndpointData<E>) };
}

/** What the service says it cannot compute. */
export const unavailable = (data: { available: false; reason: string }) => data.reason;

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
  (data: { daily: readonly object[] }): CardView =>
    series('line', day, lines, data.daily);

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
  <T>(read: (d: T) => Figure[], extra?: (d: T) => Partial<CardView>) =>
  (data: T): CardView => {
    const items = read(data).map(([measure, value, unit]) => ({ measure, value, unit }));
    return kpis(items, extra?.(data));
  };

/** A card the service may not record: nothing to draw, and why. */
export const unrecorded = (data: { available: false; reason: string }): CardView => ({
  ...kpis([]),
  unavailable: unavailable(data),
});

/** The first `count` items of a list in the answer (the top ones: lists come ranked). */
export const first = <T>(list: readonly T[], count: number) => list.slice(0, count);

/** A bar chart of one list in the answer, one bar of `measure` per item. */
export const bars =
  <T>(x: Column, measure: Column, read: (d: T) => readonly object[]) =>
  (data: T): CardView =>
    series('bar', x, [measure], read(data));
