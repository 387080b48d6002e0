import { etagFor, STALE_WRITE_MESSAGE } from '@switchboard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { requestedVersions } from '@switchboard/server-kit/http/if-match';

/**
 * The Bots API's row-version contract for the knowledge service's editable rows: the
 * version is `updated_at`, sent as `ETag`; a write naming an older one in `If-Match`
 * answers 412 with the row as it stands and writes nothing.
 */

/** The next version: now to the millisecond, always past the one it replaces. */
export const nextVersion = (column: PgColumn) =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${column} + interval '1 millisecond')`;

/**
 * The WHERE condition that makes a write conditional on the caller's version; undefined
 * when the caller named none. Tags carry milliseconds while older writes (and the ingest
 * worker's) store microseconds, so the column is compared at the tag's precision.
 */
export function versionCondition(column: PgColumn, request: FastifyRequest): SQL | undefined {
  const versions = requestedVersions(request);
  if (versions === undefined || versions === '*') return undefined;
  if (versions.length === 0) return sql`false`;
  const tags = versions.map((version) => sql`${version.toISOString()}::timestamptz`);
  return sql`date_trunc('milliseconds', ${column}) in (${sql.join(tags, sql`, `)})`;
}

/** The 412 of a stale write, carrying the row as it now stands (in its wire form) and its tag. */
export function staleWrite(reply: FastifyReply, current: { updated_at: string }): ApiError {
  reply.header('etag', etagFor(current.updated_at));
  return new ApiError(412, STALE_WRITE_MESSAGE, { current });
}

/** A single row's answer with its version as `ETag`. */
export function versioned<Row extends { updated_at: string }>(reply: FastifyReply, row: Row): Row {
  reply.header('etag', etagFor(row.updated_at));
  return row;
}
