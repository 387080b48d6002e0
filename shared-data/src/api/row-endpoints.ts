import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { baseApi, type ApiBaseQuery, type ApiError, type ApiRequest } from './base-api';
import { ifMatch } from './stale-write';

/** The `If-Match` of a save made from the version the form loaded; none for a blind save. */
export const ifMatchHeaders = (updatedAt?: string) =>
  updatedAt ? ifMatch({ updatedAt }) : undefined;

/** A create: the new row's fields POSTed to the collection's address. */
export const postTo =
  (url: string, errorMessage: string) =>
  (data: unknown): ApiRequest => ({ url, method: 'POST', data, errorMessage });

/**
 * What a save of one row refreshes: nothing after a failure, except a stale refusal
 * (412), after which the list should show what was saved instead.
 */
export const savedRowTags = <Tag extends string>(
  tag: Tag,
  id: string,
  error: ApiError | undefined,
) => (error && error.status !== 412 ? [] : [{ type: tag, id }]);

/** A save of one row, sending `If-Match` when the caller knows the version it edited. */
export interface RowSave<Input> {
  id: string;
  body: Input;
  updatedAt?: string;
}

export interface RowCollection<Tag extends string> {
  /** The collection's address (`/api/businesses`); one row is `<path>/<id>`. */
  path: string;
  tag: Tag;
  /** What each call says when the server gives no `error` of its own. */
  messages: { list: string; create: string; update: string; delete: string };
}

/** What a list call answers: every row, or one page of them with the count of all. */
type RowList<Row> = Row[] | { items: Row[]; total: number };

/** The list without the row; anything else that names the row (one row's query) as it was. */
function withoutRow<Row extends { id: string }>(list: RowList<Row>, id: string) {
  if (Array.isArray(list)) return list.filter((row) => row.id !== id);
  if (!Array.isArray(list?.items)) return list;
  const items = list.items.filter((row) => row.id !== id);
  return { ...list, items, total: list.total - (list.items.length - items.length) };
}

type RemovalLifecycle = {
  dispatch: (action: unknown) => { undo(): void };
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
};

/**
 * A delete's row leaves every list and page that shows it at once; a refusal (such as 409
 * while other rows still use it) puts it back, and the caller shows the server's reason.
 */
export async function removeRowAtOnce<Row extends { id: string }>(
  tag: string,
  id: string,
  { dispatch, getState, queryFulfilled }: RemovalLifecycle,
): Promise<void> {
  const shown = baseApi.util.selectInvalidatedBy(getState() as never, [{ type: tag as never, id }]);
  const patches = shown.map(({ endpointName, originalArgs }) =>
    // The lists are injected beside this helper, so the base API's types cannot name them.
    dispatch(
      baseApi.util.updateQueryData(
        endpointName as never,
        originalArgs as never,
        ((list: RowList<Row>) => withoutRow(list, id)) as never,
      ),
    ),
  );
  try {
    await queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

/**
 * The list, create, stale-checked update and confirmed delete of a plain collection of
 * rows, the same for every such collection of the Bots API. The domain file names them.
 */
export function rowEndpoints<Row extends { id: string }, Input, Tag extends string>(
  build: EndpointBuilder<ApiBaseQuery, Tag, 'api'>,
  { path, tag, messages }: RowCollection<Tag>,
) {
  const rowUrl = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    list: build.query<Row[], void>({
      query: () => ({ url: path, errorMessage: messages.list }),
      providesTags: (rows = []) => [
        { type: tag, id: 'LIST' },
        ...rows.map(({ id }) => ({ type: tag, id })),
      ],
    }),
    create: build.mutation<Row, Input>({
      query: postTo(path, messages.create),
      invalidatesTags: (_row, error) => (error ? [] : [{ type: tag, id: 'LIST' }]),
    }),
    update: build.mutation<Row, RowSave<Input>>({
      query: ({ id, body, updatedAt }) => ({
        url: rowUrl(id),
        method: 'PUT',
        data: body,
        headers: ifMatchHeaders(updatedAt),
        errorMessage: messages.update,
      }),
      invalidatesTags: (_row, error, { id }) => savedRowTags(tag, id, error),
    }),
    remove: build.mutation<{ message: string; id: string }, string>({
      query: (id) => ({ url: rowUrl(id), method: 'DELETE', errorMessage: messages.delete }),
      // The row leaves every list and page that shows it at once; a refusal (such as 409
      // while other rows still use it) puts it back, and the caller shows the server's reason.
      onQueryStarted: (id, lifecycle) => removeRowAtOnce<Row>(tag, id, lifecycle),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: tag, id }]),
    }),
  };
}
