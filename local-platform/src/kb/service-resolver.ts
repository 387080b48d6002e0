import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

export const DEFAULT_SERVICE = 'default';

export interface KbService {
  slug: string;
  /** The bot's name, or the general service's. */
  name: string;
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/**
 * A knowledge service exists for `default` and for every bot whose botPath
 * ends in /kb/<slug>, whatever its host. Looked up per request (a small table)
 * so a bot created or re-pointed through the Bots API is served at once.
 */
export async function resolveService(db: Db, rawSlug: string): Promise<KbService | undefined> {
  const slug = rawSlug.toLowerCase();
  if (!SLUG_PATTERN.test(slug)) return undefined;
  if (slug === DEFAULT_SERVICE) return { slug, name: 'General knowledge service' };
  const suffix = `/kb/${slug}`;
  const result = (await db.execute(
    sql`SELECT name FROM bots
        WHERE lower(right(rtrim(split_part(split_part(bot_path, '?', 1), '#', 1), '/'), ${suffix.length})) = ${suffix}
        ORDER BY created_at LIMIT 1`,
  )) as { rows: { name: string }[] };
  const bot = result.rows[0];
  return bot ? { slug, name: bot.name } : undefined;
}
