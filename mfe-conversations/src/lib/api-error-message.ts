import type { ApiError } from '@switchboard/shared-data';

/** Every error from the base API carries the server's `error` or the catalogue message. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const message = (error as Partial<ApiError> | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export function apiErrorStatus(error: unknown): number | null {
  return (error as Partial<ApiError> | undefined)?.status ?? null;
}
