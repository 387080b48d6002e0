import type { ConsoleRating, ServiceDirectory } from '@switchboard/knowledge-service';
import type { Db } from '@switchboard/server-kit/db/connect';
import { sql } from 'drizzle-orm';

/** Bots whose botPath ends in /kb/<slug>, whatever its host. */
const botsOfSlug = (slug: string) => {
  const suffix = `/kb/${slug}`;
  return sql`lower(right(rtrim(split_part(split_part(b.bot_path, '?', 1), '#', 1), '/'), ${suffix.length})) = ${suffix}`;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The knowledge services of the bots whose botPath ends in /kb/<slug>, and the console's
 * ratings of their answers (the console owns them: docs/architecture.md, "One store per fact").
 */
export function botServiceDirectory(db: Db): ServiceDirectory {
  return {
    async botNameForSlug(slug) {
      const result = await db.execute(
        sql`SELECT b.name FROM bots b WHERE ${botsOfSlug(slug)} ORDER BY b.created_at LIMIT 1`,
      );
      return rowsOf<{ name: string }>(result)[0]?.name;
    },
    async consoleRatings(slug) {
      const result = await db.execute(
        sql`SELECT m.message_object->>'trace_id' AS "traceId", f.rating
            FROM message_feedback f
            JOIN messages m ON m.id = f.message_id
            JOIN conversations c ON c.id = m.conversation_id
            JOIN bots b ON b.id = c.bot_id
            WHERE f.rating IS NOT NULL AND m.message_object ? 'trace_id' AND ${botsOfSlug(slug)}`,
      );
      return rowsOf<ConsoleRating>(result);
    },
  };
}
