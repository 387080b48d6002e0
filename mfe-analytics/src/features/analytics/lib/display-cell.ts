import type { Cell } from './card-view';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A cell as people read it: instants and days in the user's locale (the CSV export keeps the
 * ISO text, which programs read). A day is a calendar day, shown as such in any time zone.
 */
export function displayCell(value: Cell | undefined, locale?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString(locale);
  if (DATE_TIME.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) {
      return instant.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
    }
  }
  const day = DATE.exec(value);
  if (day) {
    const [, year, month, date] = day;
    return new Date(Number(year), Number(month) - 1, Number(date)).toLocaleDateString(locale, {
      dateStyle: 'medium',
    });
  }
  return value;
}
