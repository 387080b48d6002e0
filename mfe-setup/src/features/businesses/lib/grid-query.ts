import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import type { BusinessSortField } from '@switchboard/domain';
import type { BusinessQuery } from '../api/business-page';

/** The grid's newest-first order, the list's default on both sides. */
export const DEFAULT_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

/** Grid columns the server sorts by, under the server's names for them. */
const SORT_FIELDS: Record<string, BusinessSortField> = {
  name: 'name',
  industry: 'industry',
  businessTypeId: 'type',
  createdAt: 'createdAt',
};

/** Column filters the server answers: the field and the one operator each column offers. */
const FILTERS = {
  name: { operator: 'contains', param: 'name' },
  industry: { operator: 'is', param: 'industry' },
  businessTypeId: { operator: 'is', param: 'businessTypeId' },
} as const;

/**
 * The server query of the grid's sort, column filter and quick search: the same rows,
 * in the same order, that the grid would show if it held every business itself.
 */
export function businessQuery(
  sortModel: GridSortModel,
  filterModel: GridFilterModel,
): BusinessQuery {
  const [sorted] = sortModel.filter((item) => item.sort && SORT_FIELDS[item.field]);
  const [field, direction] = sorted
    ? [SORT_FIELDS[sorted.field]!, sorted.sort!]
    : ['createdAt' as const, 'desc' as const];
  const query: BusinessQuery = { sort: `${field}:${direction}` };
  const search = (filterModel.quickFilterValues ?? [])
    .map((word: unknown) => String(word).trim())
    .filter(Boolean)
    .join(' ');
  if (search) query.q = search;
  for (const item of filterModel.items) {
    const filter = FILTERS[item.field as keyof typeof FILTERS];
    const value = typeof item.value === 'string' ? item.value.trim() : '';
    if (filter && item.operator === filter.operator && value) query[filter.param] = value;
  }
  return query;
}

/** Whether the query narrows the list, so an empty answer means "nothing matches". */
export const narrows = (query: BusinessQuery) =>
  Boolean(query.q || query.name || query.industry || query.businessTypeId);
