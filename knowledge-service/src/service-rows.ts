import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@switchboard/server-kit/db/connect';

type ServiceTable = PgTable & { service: PgColumn; id: PgColumn };

/** The condition for one row of a knowledge service's table: its `id`, in that service. */
export const serviceRow = (table: ServiceTable, service: string, id: string) =>
  and(eq(table.service, service), eq(table.id, id));

/**
 * One knowledge service's rows of a table keyed by `id` and scoped by `service`: a row of
 * another service is as absent as an unknown one. `order` is the order they are listed in.
 */
export function serviceRows<T extends ServiceTable>(db: Db, table: T, order: (SQL | PgColumn)[]) {
  type Row = T['$inferSelect'];
  const ofService = (service: string) => eq(table.service, service);
  const owned = (service: string, id: string) => serviceRow(table, service, id);

  return {
    owned,

    /** The first `limit` rows in `order`, and how many the service has in all. */
    async list(service: string, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(ofService(service))
          .orderBy(...order)
          .limit(limit),
        db
          .select({ value: count() })
          .from(table as PgTable)
          .where(ofService(service)),
      ]);
      return { rows: rows as Row[], total: Number(total?.value ?? 0) };
    },

    /** The deleted row (on `on`, a caller's transaction), or undefined when the service had none. */
    async remove(service: string, id: string, on: Db = db): Promise<Row | undefined> {
      const [deleted] = await on.delete(table).where(owned(service, id)).returning();
      return deleted as Row | undefined;
    },
  };
}
