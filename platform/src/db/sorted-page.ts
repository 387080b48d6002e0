import { asc, desc, sql, type Column } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SortDirection } from '../http/page-query';

export interface PageWindow {
  sortDirection: SortDirection;
  limit: number;
  offset: number;
}

/** The select list of a page's count query: every row under the page's filters. */
export const rowCount = { n: sql<number>`count(*)::int` };

/**
 * One page of `rows` in the asked order on `sortColumn`, ties broken on `id` so an offset
 * walk (the export) never repeats or skips a row, with the total `counted` (a `rowCount`
 * select under the same filters): `{ items, total, limit, offset }`.
 */
export async function sortedPage<T extends PgSelect>(
  rows: T,
  counted: Promise<{ n: number }[]>,
  query: PageWindow,
  sortColumn: Column,
  id: Column,
) {
  const order = query.sortDirection === 'asc' ? asc : desc;
  const [items, [total]] = await Promise.all([
    rows.orderBy(order(sortColumn), order(id)).limit(query.limit).offset(query.offset),
    counted,
  ]);
  return { items, total: Number(total?.n ?? 0), limit: query.limit, offset: query.offset };
}
