import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@switchboard/server-kit/db/connect';
import { isUuid } from '@switchboard/server-kit/http/validate';
import { bots, businessTypes, businesses, conversations, users } from '../db/schema';

/** The kinds the console can link to, and the table that says whether one still exists. */
const TABLES: Record<string, PgTable & { id: PgColumn }> = {
  account: users,
  bot: bots,
  business: businesses,
  'business-type': businessTypes,
  conversation: conversations,
};

/**
 * `kind:id` of every named thing that still exists, in one query for the whole page (a
 * UNION of one indexed lookup per kind on it): a query per kind cost a round trip each.
 */
export async function existingEntities(
  db: Db,
  entries: readonly { kind: string; entityId: string | null }[],
): Promise<Set<string>> {
  const lookups = Object.entries(TABLES).flatMap(([kind, table]) => {
    const ids = [
      ...new Set(
        entries.filter((e) => e.kind === kind && isUuid(e.entityId)).map((e) => e.entityId!),
      ),
    ];
    return ids.length === 0
      ? []
      : [
          sql`SELECT ${kind}::text AS kind, ${table.id}::text AS id FROM ${table} WHERE ${inArray(table.id, ids)}`,
        ];
  });
  if (lookups.length === 0) return new Set();
  const found = (await db.execute(sql.join(lookups, sql` UNION ALL `))) as unknown as {
    rows: { kind: string; id: string }[];
  };
  return new Set(found.rows.map((row) => `${row.kind}:${row.id}`));
}
