import { inArray } from 'drizzle-orm';
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

/** `kind:id` of every named thing that still exists: one query per kind on the page. */
export async function existingEntities(
  db: Db,
  entries: readonly { kind: string; entityId: string | null }[],
): Promise<Set<string>> {
  const found = new Set<string>();
  await Promise.all(
    Object.entries(TABLES).map(async ([kind, table]) => {
      const ids = [
        ...new Set(
          entries.filter((e) => e.kind === kind && isUuid(e.entityId)).map((e) => e.entityId!),
        ),
      ];
      if (ids.length === 0) return;
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      for (const row of rows) found.add(`${kind}:${String(row.id)}`);
    }),
  );
  return found;
}
