import type { Cell, Row } from './card-view';
import { displayCell } from './display-cell';

/** The numbers of a series, blanks as null (a gap in the line). */
export const numeric = (rows: Row[], key: string) =>
  rows.map((row) => (typeof row[key] === 'number' ? (row[key] as number) : null));

/**
 * A value axis for the measures: whole ticks only when every value is whole (people,
 * conversations, messages: "0.5 users" was a tick of a count).
 */
export function valueAxis(series: (number | null)[][]) {
  const whole = series.every((values) => values.every((v) => v === null || Number.isInteger(v)));
  return whole ? { tickMinStep: 1, valueFormatter: (value: number) => value.toFixed(0) } : {};
}

/**
 * A category axis that labels every category when there are few (a week: every day, none
 * skipped) and leaves room at the right so the last label is not cut.
 */
export function categoryAxis(labels: string[]) {
  return {
    data: labels,
    tickLabelInterval: labels.length <= MAX_LABELLED ? () => true : ('auto' as const),
    tickLabelStyle: { fontSize: 11 },
  };
}

const MAX_LABELLED = 8;

/** Half a label beyond the last point of a line, so a centred label stays whole. */
export const CHART_MARGIN = { right: 28 };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A category's label under the chart: a day as its month and date ("Nov 21"; the table
 * under the chart has the year), anything else as the table shows it.
 */
export function axisLabel(value: Cell | undefined, locale?: string): string {
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (!day) return displayCell(value, locale).text;
  const [, year, month, date] = day;
  return new Date(Number(year), Number(month) - 1, Number(date)).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
  });
}
