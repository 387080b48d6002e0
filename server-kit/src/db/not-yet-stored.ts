import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@switchboard/server-kit/db/connect';

/**
 * The seed items whose key `column` does not hold yet, so seeding again adds nothing and
 * slow work (hashing a password, ingesting a document) is done only for what is missing.
 */
export async function notYetStored<T>(
  db: Db,
  column: PgColumn,
  items: T[],
  keyOf: (item: T) => string,
): Promise<T[]> {
  const existing = await db
    .select({ key: column })
    .from(column.table as PgTable)
    .where(inArray(column, items.map(keyOf)));
  const have = new Set(existing.map((row) => row.key));
  return items.filter((item) => !have.has(keyOf(item)));
}
