import { z } from 'zod';
import { badRequest } from '@switchboard/server-kit/http/api-error';
import { DATE_BOUNDS_TEXT, withinDateBounds } from '@switchboard/server-kit/http/date-bounds';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';

const DAY_MS = 86_400_000;
/** A leap year's worth of days: a whole calendar year always fits. */
export const MAX_RANGE_DAYS = 366;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface AnalyticsWindow {
  /** Inclusive start. */
  from: Date;
  /** Exclusive end. */
  to: Date;
}

/**
 * A calendar date (YYYY-MM-DD, UTC) or an ISO 8601 date-time with a zone.
 * A bare `to` date means the whole of that day, so from=to=2026-01-05 is one day.
 */
function instant(name: 'from' | 'to', value: string): Date {
  const text = value.trim();
  const parsed = DATE_ONLY.test(text)
    ? new Date(`${text}T00:00:00Z`)
    : DATE_TIME.test(text)
      ? new Date(text)
      : null;
  // Date rolls 2026-02-31 over to March; a round trip catches impossible calendar days.
  if (
    !parsed ||
    Number.isNaN(parsed.getTime()) ||
    (DATE_ONLY.test(text) && parsed.toISOString().slice(0, 10) !== text)
  )
    throw badRequest(`${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a zone`);
  return name === 'to' && DATE_ONLY.test(text) ? new Date(parsed.getTime() + DAY_MS) : parsed;
}

const windowQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int({ error: 'days must be a whole number' })
    .min(1, { error: 'days is at least 1' })
    .max(MAX_RANGE_DAYS, { error: `days is at most ${MAX_RANGE_DAYS}` })
    .default(30),
  from: z.string({ error: 'from must be text' }).optional(),
  to: z.string({ error: 'to must be text' }).optional(),
});

/**
 * The period a figure covers: the last `days` days up to now, or an explicit
 * from/to. With only `to`, the period is the `days` before it; with only
 * `from`, it runs until now.
 */
export function parseWindow(query: unknown, now = new Date()): AnalyticsWindow {
  const { days, from, to } = parseOrThrow(windowQuery, query);
  const end = to !== undefined ? instant('to', to) : now;
  const start =
    from !== undefined ? instant('from', from) : new Date(end.getTime() - days * DAY_MS);
  // The end is exclusive, so a bare `to` of 9999-12-31 ends in year 10000 and is refused.
  if (!withinDateBounds(start) || !withinDateBounds(end))
    throw badRequest(`The period must lie ${DATE_BOUNDS_TEXT}`);
  if (start.getTime() >= end.getTime()) throw badRequest('from must be before to');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw badRequest(`The period is at most ${MAX_RANGE_DAYS} days`);
  return { from: start, to: end };
}

/** Whole days covered, rounded up: the `window_days` of every answer. */
export const windowDays = ({ from, to }: AnalyticsWindow) =>
  Math.ceil((to.getTime() - from.getTime()) / DAY_MS);
