import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { Business } from '@switchboard/domain';
import { findRuntimeConfig } from '@switchboard/shared-data';
import { gridQueryState, PAGE_SIZE_OPTIONS } from '@switchboard/shared-ui/data-grid';
import { useState } from 'react';
import { isBusinessPage, type BusinessPage, type BusinessQuery } from '../api/business-page';
import { useGetBusinessesQuery, useGetBusinessPageQuery, usePrefetch } from '../api/businesses-api';
import { businessQuery, DEFAULT_SORT } from '../lib/grid-query';

/**
 * Past this many businesses the grid pages, sorts and searches on the server: held whole
 * in the browser, 10,000 rows took a second to open and a quarter of one to search.
 */
export const SERVER_MODE_THRESHOLD = 2000;

/** The threshold, unless the runtime configuration lowers or raises it (tests do). */
export const serverModeThreshold = () =>
  findRuntimeConfig()?.gridServerThreshold ?? SERVER_MODE_THRESHOLD;

const FAILED = 'Failed to fetch businesses';
const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: PAGE_SIZE_OPTIONS[0]! };
const NO_FILTER: GridFilterModel = { items: [] };
const NO_ROWS: Business[] = [];
const pageArgs = (query: BusinessQuery, pagination: GridPaginationModel) => ({
  ...query,
  limit: pagination.pageSize,
  offset: pagination.page * pagination.pageSize,
});

/**
 * The first page when it already holds every business (an API that does not page answers
 * with all of them): the list, with no second call to wait for on a first visit.
 */
const wholeList = (answer: BusinessPage | Business[]) =>
  !isBusinessPage(answer) ? answer : answer.total <= answer.items.length ? answer.items : undefined;

/**
 * The businesses grid's rows and mode. The first page in the default order tells how many
 * businesses there are: up to the threshold the whole list is loaded (or is that page,
 * when it holds them all) and the grid sorts, filters and pages it itself; past it, that
 * page is the first one on screen and every later page, order, filter and search is asked
 * of the server.
 */
export function useBusinessesGrid(threshold = serverModeThreshold()) {
  const [pagination, setPagination] = useState(FIRST_PAGE);
  const [sortModel, setSortModel] = useState(DEFAULT_SORT);
  const [filterModel, setFilterModel] = useState(NO_FILTER);
  const query = businessQuery(sortModel, filterModel);

  const probe = useGetBusinessPageQuery(
    pageArgs(businessQuery(DEFAULT_SORT, NO_FILTER), FIRST_PAGE),
  );
  const answer = probe.data;
  const mode =
    answer === undefined
      ? undefined
      : isBusinessPage(answer) && answer.total > threshold
        ? 'server'
        : 'client';
  const whole = answer === undefined ? undefined : wholeList(answer);
  const prefetchPage = usePrefetch('getBusinessPage');
  const page = useGetBusinessPageQuery(pageArgs(query, pagination), { skip: mode !== 'server' });
  const all = useGetBusinessesQuery(undefined, { skip: mode !== 'client' || whole !== undefined });

  if (mode === undefined) {
    return { mode, rows: NO_ROWS, state: gridQueryState(probe, FAILED) } as const;
  }
  if (mode === 'client') {
    return {
      mode,
      rows: whole ?? all.data ?? [],
      state: gridQueryState(whole ? probe : all, FAILED, { whileRefetching: true }),
    } as const;
  }
  const shown = page.data && isBusinessPage(page.data) ? page.data : undefined;
  // The page is asked for as the grid reports the change, not after the render that
  // follows it: the request and that render overlap.
  const show = (sort: GridSortModel, filter: GridFilterModel, at: GridPaginationModel) => {
    prefetchPage(pageArgs(businessQuery(sort, filter), at));
    setSortModel(sort);
    setFilterModel(filter);
    setPagination(at);
  };
  // Any change of order or filter starts again at the first page.
  const firstPage = { ...pagination, page: 0 };
  return {
    mode,
    rows: shown?.items ?? [],
    state: gridQueryState(page, FAILED, { whileRefetching: true }),
    query,
    server: {
      rowCount: shown?.total ?? (answer && isBusinessPage(answer) ? answer.total : 0),
      paginationModel: pagination,
      onPaginationModelChange: (model: GridPaginationModel) => show(sortModel, filterModel, model),
      sortModel,
      onSortModelChange: (model: GridSortModel) => show(model, filterModel, firstPage),
      filterModel,
      onFilterModelChange: (model: GridFilterModel) => show(sortModel, model, firstPage),
    },
  } as const;
}

export type BusinessesGrid = ReturnType<typeof useBusinessesGrid>;
export type ServerGrid = NonNullable<Extract<BusinessesGrid, { mode: 'server' }>['server']>;
