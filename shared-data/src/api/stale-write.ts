import { etagFor } from '@switchboard/domain';
import type { ApiError } from './base-api';

/**
 * The `If-Match` header of a save made from this row: the server refuses it (412) when
 * someone saved the row after it was loaded, instead of silently overwriting their work.
 */
export const ifMatch = (row: { updatedAt: string }) => ({ 'If-Match': etagFor(row.updatedAt) });

/** The row as it now stands when a save was refused as stale (412), else undefined. */
export function staleRowOf<Row>(error: unknown): Row | undefined {
  const { status, body } = (error ?? {}) as Partial<ApiError>;
  if (status !== 412 || !body || typeof body !== 'object') return undefined;
  const current = (body as { current?: unknown }).current;
  return current && typeof current === 'object' ? (current as Row) : undefined;
}
