import type { ApiError } from '@switchboard/shared-data';

/** The part of an RTK Query result a grid reads. */
export interface GridQuery {
  data?: unknown;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface GridQueryState {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/**
 * A grid's loading, error and Retry from the query that fills it. The error is the base
 * API's message, or the catalogue message when a failure carries none.
 * `whileRefetching` keeps the progress bar over the rows while they reload (and over a
 * failure while Retry runs), for lists that reload after each of their own edits;
 * otherwise it shows only before the first rows.
 */
export function gridQueryState(
  query: GridQuery,
  failedMessage: string,
  { whileRefetching = false }: { whileRefetching?: boolean } = {},
): GridQueryState {
  const message = (query.error as Partial<ApiError> | undefined)?.message;
  const failed = Boolean(query.error) && !(whileRefetching && query.isFetching);
  return {
    loading: query.isFetching && (whileRefetching || !query.data),
    error: failed ? message || failedMessage : null,
    onRetry: () => void query.refetch(),
  };
}
