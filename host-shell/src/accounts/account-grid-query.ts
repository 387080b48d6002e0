import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { AccountQuery } from '@switchboard/shared-auth';

/** The grid's columns the server sorts by, by its own names. */
const SORT_FIELDS: Record<string, string> = {
  email: 'email',
  username: 'username',
  roleName: 'role',
  status: 'status',
  lastSignInAt: 'last_sign_in_at',
  createdAt: 'created_at',
};

export const NEWEST_FIRST: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

export interface AccountFilters {
  role?: string;
  status?: string;
}

/** The grid's page, order and quick search with the page's role and status, as the server's query. */
export function accountQuery(
  pagination: GridPaginationModel,
  sort: GridSortModel,
  search: GridFilterModel,
  filters: AccountFilters,
): AccountQuery {
  const [order] = sort;
  const field = order && SORT_FIELDS[order.field];
  const text = (search.quickFilterValues ?? []).join(' ').trim();
  return {
    page: pagination.page + 1,
    perPage: pagination.pageSize,
    ...(field ? { sort: `${field} ${order.sort === 'asc' ? 'asc' : 'desc'}` } : {}),
    ...(text ? { filter: text } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}
