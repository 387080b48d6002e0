import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@switchboard/server-kit/db/connect';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { rememberAnswer } from '@switchboard/server-kit/http/idempotency';
import { definedOnly, idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { guardedWrite, nextUpdatedAt } from './row-version';
import { requestActor } from './request-actor';
import { auditChanges, recordAudit } from '@switchboard/server-kit/audit/audit-recorder';

type VersionedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };
type IdRequest = FastifyRequest<{ Params: { id: string } }>;

export interface VersionedRowsOptions<C, J> {
  /** The columns rows are read and answered with (all by default). */
  columns?: C;
  /** The wire type a row is answered as: its domain contract, checked by the compiler. */
  json?: (row: SelectResultFields<NoInfer<C>>) => J;
}

/** The audit log's kind for a noun: "Business type" is `business-type`. */
const kindOf = (noun: string) => noun.toLowerCase().replace(/\s+/g, '-');

/** A readable name for an entry: the row's name, title or the start of its text. */
function readableName(row: Record<string, unknown> | undefined): string | null {
  const text = row?.name ?? row?.title ?? row?.content;
  return typeof text === 'string' ? text.slice(0, 120) : null;
}

/**
 * The single-row routes every Bots API entity shares, for one table whose rows have an
 * `id` and an `updatedAt` version. `noun` ("Business type") names the rows in the answers:
 * "Business type not found" (404, also for a malformed id), "No business type fields to
 * update" (400), "Business type deleted". Writes honour If-Match (see row-version), and
 * each is recorded in the audit log in its own transaction: no entry, no change.
 */
export function versionedRows<
  T extends VersionedTable,
  C extends Record<string, PgColumn> = T['_']['columns'],
  J = SelectResultFields<C>,
>(db: Db, table: T, noun: string, options: VersionedRowsOptions<C, J> = {}) {
  type Row = SelectResultFields<C>;
  const columns: Record<string, PgColumn> = options.columns ?? getTableColumns(table);
  const toJson = options.json ?? ((row: Row) => row as unknown as J);
  const notFoundMessage = `${noun} not found`;
  const id = (raw: string) => idOrNotFound(raw, notFoundMessage);

  const find = async (rowId: string) => {
    const [row] = await db
      .select(columns)
      .from(table as PgTable)
      .where(eq(table.id, rowId));
    return row as Row | undefined;
  };

  const kind = kindOf(noun);
  /** The whole row under lock, for the entry's before-values. */
  const lockedRow = async (tx: Db, rowId: string) => {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, rowId))
      .for('update');
    return row as Record<string, unknown> | undefined;
  };

  const write = (request: FastifyRequest, rowId: string, changes: Partial<T['$inferInsert']>) =>
    guardedWrite(table.updatedAt, {
      request,
      notFoundMessage,
      current: () => find(rowId),
      write: (version: SQL | undefined) =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const before = await lockedRow(tx, rowId);
          const set = { ...changes, updatedAt: nextUpdatedAt(table.updatedAt) };
          const [row] = await tx
            .update(table)
            .set(set as PgUpdateSetSource<T>)
            .where(and(eq(table.id, rowId), version))
            .returning(columns);
          if (!row) return undefined;
          const after = { ...before, ...(changes as Record<string, unknown>) };
          await recordAudit(tx, {
            actor: requestActor(request),
            action: 'update',
            kind,
            entityId: rowId,
            entityName: readableName(after),
            changes: auditChanges(before, after),
          });
          return row as Row;
        }),
    });

  return {
    /** The id a URL names, or the 404 a malformed one answers. */
    id,

    /** GET: the row the URL names, or 404. */
    async get(request: IdRequest): Promise<J> {
      const row = await find(id(request.params.id));
      if (!row) throw notFound(notFoundMessage);
      return toJson(row);
    },

    /**
     * POST: inserts the parsed body and answers 201 with the new row; an Idempotency-Key
     * commits with the row, so a repeat gets this answer rather than a second row.
     */
    async create<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: S) {
      const body = parseOrThrow(schema, request.body);
      const json = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values(body as T['$inferInsert'])
          .returning();
        const created = row as Record<string, unknown>;
        await recordAudit(tx as unknown as Db, {
          actor: requestActor(request),
          action: 'create',
          kind,
          entityId: String(created.id),
          entityName: readableName(created),
          changes: auditChanges(null, created),
        });
        const answer = toJson(
          Object.fromEntries(Object.keys(columns).map((key) => [key, created[key]])) as Row,
        );
        await rememberAnswer(tx as unknown as Db, request, 201, answer);
        return answer;
      });
      return reply.status(201).send(json);
    },

    /** PUT: writes only the fields the body sends; a body that sends none is a 400. */
    async update<S extends z.ZodType>(request: IdRequest, schema: S): Promise<J> {
      const rowId = id(request.params.id);
      const changes = definedOnly(parseOrThrow(schema, request.body) as Record<string, unknown>);
      if (Object.keys(changes).length === 0) {
        throw badRequest(`No ${noun.toLowerCase()} fields to update`);
      }
      return toJson(await write(request, rowId, changes as Partial<T['$inferInsert']>));
    },

    /** DELETE: removes the row and answers `{ message, id }`. */
    async remove(request: IdRequest) {
      const rowId = id(request.params.id);
      const row = await guardedWrite(table.updatedAt, {
        request,
        notFoundMessage,
        current: () => find(rowId),
        write: (version) =>
          db.transaction(async (transaction) => {
            const tx = transaction as unknown as Db;
            const before = await lockedRow(tx, rowId);
            const [deleted] = await tx
              .delete(table)
              .where(and(eq(table.id, rowId), version))
              .returning({ id: table.id });
            if (!deleted) return undefined;
            await recordAudit(tx, {
              actor: requestActor(request),
              action: 'delete',
              kind,
              entityId: rowId,
              entityName: readableName(before),
              changes: auditChanges(before, null),
            });
            return deleted as { id: string };
          }),
      });
      return { message: `${noun} deleted`, id: row.id };
    },
  };
}
