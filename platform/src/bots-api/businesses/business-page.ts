import { and, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { likePattern } from '../../db/like-pattern';
import { rowCount, sortedPage } from '../../db/sorted-page';
import { businesses, businessTypes } from '../../db/schema';
import type { BusinessPageQuery } from './business-page-query';

const SORT_COLUMNS = {
  name: businesses.name,
  industry: businesses.industry,
  type: businessTypes.name,
  createdAt: businesses.createdAt,
} as const;

/**
 * Businesses whose type's name matches `pattern`. Written as `= ANY(ARRAY(subquery))`, not
 * a join condition or `IN (subquery)`: only this form lets the planner answer a word's
 * four alternatives from indexes (trigram and type id) instead of reading every business.
 */
const typeNameMatches = (pattern: string) =>
  sql`${businesses.businessTypeId} = ANY(ARRAY(SELECT ${businessTypes.id} FROM ${businessTypes} WHERE ${ilike(businessTypes.name, pattern)}))`;

/**
 * Quick search: every word must appear in the name, industry, city or type name, as the
 * console grid's own quick filter matches words against its visible columns.
 */
function pageFilters(query: BusinessPageQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.name) filters.push(ilike(businesses.name, likePattern(query.name)));
  if (query.industry) filters.push(eq(businesses.industry, query.industry));
  if (query.businessTypeId) filters.push(eq(businesses.businessTypeId, query.businessTypeId));
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = likePattern(word);
    filters.push(
      or(
        ilike(businesses.name, pattern),
        ilike(businesses.industry, pattern),
        ilike(businesses.city, pattern),
        typeNameMatches(pattern),
      ),
    );
  }
  return and(...filters);
}

/** The queries of a page: its rows (not yet ordered or cut) and their count. */
export function businessPageQueries(db: Db, query: BusinessPageQuery) {
  const where = pageFilters(query);
  const byType = eq(businessTypes.id, businesses.businessTypeId);
  return {
    rows: db
      .select(getTableColumns(businesses))
      .from(businesses)
      .leftJoin(businessTypes, byType)
      .where(where)
      .$dynamic(),
    counted: db.select(rowCount).from(businesses).leftJoin(businessTypes, byType).where(where),
  };
}

/** One page of businesses and the total under the same filters. */
export function businessPage(db: Db, query: BusinessPageQuery) {
  const { rows, counted } = businessPageQueries(db, query);
  return sortedPage(rows, counted, query, SORT_COLUMNS[query.sortField], businesses.id);
}
