import type { Cell } from './card-view';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DisplayedCell {
  text: string;
  /** The machine-readable instant or day behind a date text (for a `<time>` element). */
  dateTime?: string;
}

/**
 * A cell as people read it: instants and days in the user's locale; the value itself stays
 * in `dateTime` (and in the CSV export, which programs read). A day is a calendar day, shown
 * as such in any time zone.
 */
export function displayCell(value: Cell | undefined, locale?: string): DisplayedCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'number') return { text: String(value) };
  if (DATE_TIME.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) {
      return {
        text: instant.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
        dateTime: value,
      };
    }
  }
  const day = DATE.exec(value);
  if (day) {
    const [, year, month, date] = day;
    const text = new Date(Number(year), Number(month) - 1, Number(date)).toLocaleDateString(
      locale,
      { dateStyle: 'medium' },
    );
    return { text, dateTime: value };
  }
  return { text: value };
}
