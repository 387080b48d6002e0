import { and, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
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
        ilike(businessTypes.name, pattern),
      ),
    );
  }
  return and(...filters);
}

/** One page of businesses and the total under the same filters. */
export function businessPage(db: Db, query: BusinessPageQuery) {
  const where = pageFilters(query);
  const byType = eq(businessTypes.id, businesses.businessTypeId);
  return sortedPage(
    db
      .select(getTableColumns(businesses))
      .from(businesses)
      .leftJoin(businessTypes, byType)
      .where(where)
      .$dynamic(),
    db.select(rowCount).from(businesses).leftJoin(businessTypes, byType).where(where),
    query,
    SORT_COLUMNS[query.sortField],
    businesses.id,
  );
}
