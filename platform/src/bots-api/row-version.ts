import { etagFor, STALE_WRITE_MESSAGE } from '@switchboard/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '@switchboard/server-kit/http/api-error';
import { requestedVersions } from '@switchboard/server-kit/http/if-match';

/**
 * The next version of a row: now, but always past the version it replaces, so two
 * saves within one millisecond still get different tags.
 */
export const nextUpdatedAt = (column: PgColumn) =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${column} + interval '1 millisecond')`;

/** The extra WHERE condition that makes a write conditional on the caller's version. */
export function versionCondition(column: PgColumn, versions: Date[] | '*' | undefined) {
  if (versions === undefined || versions === '*') return undefined;
  return versions.length > 0 ? inArray(column, versions) : sql`false`;
}

export interface GuardedWrite<Row> {
  request: FastifyRequest;
  notFoundMessage: string;
  /** Writes the row when `condition` (the caller's version, if any) holds; the changed row or undefined. */
  write(condition: SQL | undefined): Promise<Row | undefined>;
  /** The row as it stands, to show a caller whose version was stale. */
  current(): Promise<unknown>;
}

/**
 * A write that honours If-Match atomically: the version check is part of the UPDATE or
 * DELETE itself, so of many concurrent read-modify-write cycles from one version exactly
 * one lands and the rest answer 412 with the row as it now stands. Nothing is written on 412.
 */
export async function guardedWrite<Row>(
  column: PgColumn,
  options: GuardedWrite<Row>,
): Promise<Row> {
  const versions = requestedVersions(options.request);
  const row = await options.write(versionCondition(column, versions));
  if (row) return row;
  const current = versions === undefined ? undefined : await options.current();
  if (!current) throw notFound(options.notFoundMessage);
  throw new ApiError(412, STALE_WRITE_MESSAGE, { current });
}

/** For a row read under lock: throws the 412 unless the caller holds its version (or sent no If-Match). */
export function assertVersion(request: FastifyRequest, row: { updatedAt: Date }): void {
  const versions = requestedVersions(request);
  if (versions === undefined || versions === '*') return;
  if (versions.some((version) => version.getTime() === row.updatedAt.getTime())) return;
  throw new ApiError(412, STALE_WRITE_MESSAGE, { current: row });
}

function updatedAtOf(payload: unknown): string | Date | undefined {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const record = payload as { updatedAt?: unknown; current?: unknown };
  if (record.updatedAt instanceof Date || typeof record.updatedAt === 'string')
    return record.updatedAt;
  return record.current ? updatedAtOf(record.current) : undefined;
}

/** Every single-row answer (and a 412's current row) carries its version as `ETag`. */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const updatedAt = updatedAtOf(payload);
    if (updatedAt !== undefined) reply.header('etag', etagFor(updatedAt));
    return payload;
  });
}
