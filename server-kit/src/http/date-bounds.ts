/**
 * The instants a date query parameter may name. JavaScript dates reach year 275760, but
 * past 9999 (or before year 1) their ISO text gains a sign and extra digits that
 * PostgreSQL refuses, so an unchecked date turned into a 500. Nothing the console
 * records predates 1970 or outlives 9999, and 9999-12-31 stays usable as "no end".
 */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export const DATE_BOUNDS_TEXT = 'between 1970-01-01 and 9999-12-31';

export function withinDateBounds(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST && time <= LATEST;
}
