import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';

/** The slug a bot's knowledge service has: the last part of a botPath ending in /kb/<slug>. */
const SLUG_OF_BOT = sql`lower(substring(rtrim(split_part(split_part(bot_path, '?', 1), '#', 1), '/')
  from '/kb/([^/]+)$'))`;

/**
 * The bot whose knowledge service each slug is (the oldest, as botNameForSlug answers), in
 * one query for them all: the console opens a knowledge page with that bot selected.
 */
export async function botIdsOfSlugs(
  db: Db,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const result = (await db.execute(
    sql`SELECT DISTINCT ON (slug) slug, id::text AS id
        FROM (SELECT id, created_at, ${SLUG_OF_BOT} AS slug FROM bots) b
        WHERE slug IN ${[...new Set(slugs)]}
        ORDER BY slug, created_at`,
  )) as unknown as { rows: { slug: string; id: string }[] };
  return new Map(result.rows.map((row) => [row.slug, row.id]));
}
