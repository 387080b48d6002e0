import type { ServiceDirectory } from '@switchboard/knowledge-service';
import type { Db } from '@switchboard/server-kit/db/connect';
import { sql } from 'drizzle-orm';

/** The knowledge services of the bots whose botPath ends in /kb/<slug>, whatever its host. */
export function botServiceDirectory(db: Db): ServiceDirectory {
  return {
    async botNameForSlug(slug) {
      const suffix = `/kb/${slug}`;
      const result = (await db.execute(
        sql`SELECT name FROM bots
            WHERE lower(right(rtrim(split_part(split_part(bot_path, '?', 1), '#', 1), '/'), ${suffix.length})) = ${suffix}
            ORDER BY created_at LIMIT 1`,
      )) as { rows: { name: string }[] };
      return result.rows[0]?.name;
    },
  };
}
