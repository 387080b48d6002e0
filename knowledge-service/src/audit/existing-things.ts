import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { isUuid } from '@switchboard/server-kit/http/validate';

/** The service's kinds an audit entry names that are rows of its own, by the table holding each. */
const TABLES: Record<string, { table: string; uuidKey: boolean }> = {
  document: { table: 'kb_documents', uuidKey: true },
  'web-page': { table: 'kb_webpages', uuidKey: true },
  crawl: { table: 'kb_crawl_jobs', uuidKey: true },
  website: { table: 'kb_sites', uuidKey: true },
  schedule: { table: 'kb_sites', uuidKey: true },
  'staff-answer': { table: 'kb_staff_answers', uuidKey: true },
  synonym: { table: 'kb_synonyms', uuidKey: true },
  // A collection's id is the name staff gave it, unique within its bot's service only.
  collection: { table: 'kb_collections', uuidKey: false },
};

/** One thing an audit entry names: its kind, the bot service (slug) and its id there. */
export interface KnowledgeThing {
  kind: string;
  service: string;
  id: string;
}

export const thingKey = (thing: KnowledgeThing) => `${thing.kind}:${thing.service}:${thing.id}`;

/**
 * Which of these things the service still holds (their `thingKey`s), in one query for them
 * all (a UNION of one lookup by key per kind): the console's audit log links an entry to the
 * thing only then. The host asks here rather than reading the service's tables itself.
 */
export async function existingKnowledgeThings(
  db: Db,
  things: readonly KnowledgeThing[],
): Promise<Set<string>> {
  const lookups = Object.entries(TABLES).flatMap(([kind, { table, uuidKey }]) => {
    const ofKind = things.filter((thing) => thing.kind === kind && (!uuidKey || isUuid(thing.id)));
    if (ofKind.length === 0) return [];
    const ids = [...new Set(ofKind.map((thing) => thing.id))];
    const services = [...new Set(ofKind.map((thing) => thing.service))];
    return [
      sql`SELECT ${kind}::text AS kind, service, id::text AS id FROM ${sql.identifier(table)}
          WHERE id IN ${ids} AND service IN ${services}`,
    ];
  });
  if (lookups.length === 0) return new Set();
  const found = (await db.execute(sql.join(lookups, sql` UNION ALL `))) as unknown as {
    rows: KnowledgeThing[];
  };
  return new Set(found.rows.map(thingKey));
}
