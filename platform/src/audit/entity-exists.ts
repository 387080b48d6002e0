import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  existingKnowledgeThings,
  thingKey,
  type KnowledgeThing,
} from '@switchboard/knowledge-service';
import type { Db } from '@switchboard/server-kit/db/connect';
import { isUuid } from '@switchboard/server-kit/http/validate';
import { bots, businessTypes, businesses, conversations, users } from '../db/schema';
import { botIdsOfSlugs } from '../knowledge/bots-of-slugs';

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
async function existingEntities(
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

/** What an entry names, as the page reads it. */
export interface Named {
  kind: string;
  entityId: string | null;
  entityName: string | null;
}

/** Whether the thing an entry names still exists and, for a bot's knowledge, which bot. */
export interface EntityLink {
  exists: boolean;
  /** The bot whose knowledge holds the thing: the console selects it to show the thing. */
  botId: string | null;
}

/** A knowledge-service entry's name starts with its bot's slug (`customer-support: Returns`). */
const SLUG_PREFIX = /^([a-z0-9][a-z0-9_-]{0,99}): /;

function knowledgeThing(entry: Named): KnowledgeThing | undefined {
  if (Object.hasOwn(TABLES, entry.kind) || !entry.entityId) return undefined;
  const slug = SLUG_PREFIX.exec(entry.entityName ?? '')?.[1];
  return slug ? { kind: entry.kind, service: slug, id: entry.entityId } : undefined;
}

/**
 * Each entry's link, in the entries' order: the platform's things by one UNION of its own
 * tables, the knowledge service's by asking the service (it reads its own tables), then
 * the bots those services belong to. A thing of a service no bot has is not linked: the
 * console shows knowledge only for a selected bot.
 */
export async function entityLinks(db: Db, entries: readonly Named[]): Promise<EntityLink[]> {
  const things = entries.map(knowledgeThing);
  const named = things.filter((thing): thing is KnowledgeThing => thing !== undefined);
  const platformFound = await existingEntities(db, entries);
  const knowledgeFound = named.length ? await existingKnowledgeThings(db, named) : new Set();
  const found = named.filter((thing) => knowledgeFound.has(thingKey(thing)));
  const botOf = await botIdsOfSlugs(db, [...new Set(found.map((thing) => thing.service))]);
  return entries.map((entry, index) => {
    const thing = things[index];
    if (!thing)
      return { exists: platformFound.has(`${entry.kind}:${entry.entityId ?? ''}`), botId: null };
    const botId = knowledgeFound.has(thingKey(thing)) ? (botOf.get(thing.service) ?? null) : null;
    return { exists: botId !== null, botId };
  });
}
