import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  listAccountPage,
  type AccountPage,
  type AccountQuery,
  type AdminUser,
} from '@switchboard/shared-auth';
import { PAGE_SIZE_OPTIONS } from '@switchboard/shared-ui/data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accountQuery, NEWEST_FIRST, type AccountFilters } from './account-grid-query';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: PAGE_SIZE_OPTIONS[0]! };

/**
 * The accounts a page of the Users List shows, asked of the server with its order, search
 * and filters; an action puts the account it answers in its place, then the page is read
 * again (an invitation may belong on another page, a role change may leave this filter).
 */
export function useAccounts(filters: AccountFilters) {
  const [pagination, setPagination] = useState(FIRST_PAGE);
  const [sortModel, setSortModel] = useState<GridSortModel>(NEWEST_FIRST);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const [page, setPage] = useState<AccountPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The query the shown page (or error) answers: another one is still loading.
  const [answered, setAnswered] = useState<AccountQuery | null>(null);
  const latest = useRef(0);
  const query = useMemo(
    () => accountQuery(pagination, sortModel, filterModel, filters),
    [pagination, sortModel, filterModel, filters],
  );

  const load = useCallback(() => {
    // Only the answer to the newest question is shown: typing sends several.
    const asked = ++latest.current;
    listAccountPage(query).then(
      (answer) => {
        if (asked !== latest.current) return;
        setPage(answer);
        setError(null);
        setAnswered(query);
      },
      (failure: unknown) => {
        if (asked !== latest.current) return;
        setError(failure instanceof Error ? failure.message : 'Failed to fetch accounts');
        setAnswered(query);
      },
    );
  }, [query]);
  useEffect(load, [load]);
  const loading = answered !== query;

  const put = useCallback(
    (user: AdminUser) => {
      setPage(
        (current) =>
          current && {
            ...current,
            users: current.users.map((account) => (account.id === user.id ? user : account)),
          },
      );
      load();
    },
    [load],
  );

  // Any change of order, search or filter starts again at the first page.
  const firstPage = () => setPagination((current) => ({ ...current, page: 0 }));
  return {
    accounts: page?.users ?? null,
    total: page?.total ?? 0,
    activeSuperusers: page?.activeSuperusers ?? 0,
    error,
    loading,
    reload: load,
    put,
    query,
    firstPage,
    grid: {
      rowCount: page?.total ?? 0,
      paginationModel: pagination,
      onPaginationModelChange: setPagination,
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        setSortModel(model);
        firstPage();
      },
      filterModel,
      onFilterModelChange: (model: GridFilterModel) => {
        setFilterModel(model);
        firstPage();
      },
    },
  };
}
