/** The period every analytics page shows, as kept in the URL so a view can be shared. */
export type Period =
  { kind: 'days'; days: 7 | 30 | 90 } | { kind: 'custom'; from: string; to: string };

export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_PERIOD: Period = { kind: 'days', days: 30 };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?period=7|30|90` or `?period=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`; anything else is the default. */
export function periodFromSearch(search: URLSearchParams): Period {
  const period = search.get('period');
  if (period === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    if (DATE.test(from) && DATE.test(to)) return { kind: 'custom', from, to };
    return DEFAULT_PERIOD;
  }
  const days = Number(period);
  return (PRESET_DAYS as readonly number[]).includes(days)
    ? { kind: 'days', days: days as 7 | 30 | 90 }
    : DEFAULT_PERIOD;
}

export function periodToSearch(period: Period, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('from');
  next.delete('to');
  if (period.kind === 'custom') {
    next.set('period', 'custom');
    next.set('from', period.from);
    next.set('to', period.to);
  } else next.set('period', String(period.days));
  return next;
}

/** The query the analytics endpoints take for this period. */
export function periodParams(period: Period): Record<string, string> {
  return period.kind === 'custom'
    ? { from: period.from, to: period.to }
    : { days: String(period.days) };
}

export function periodKey(period: Period): string {
  return period.kind === 'custom' ? `${period.from}..${period.to}` : `${period.days}d`;
}

export function periodLabel(period: Period): string {
  return period.kind === 'custom' ? `${period.from} to ${period.to}` : `Last ${period.days} days`;
}
