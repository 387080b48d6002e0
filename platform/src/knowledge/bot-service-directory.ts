import type { ConsoleRating, ConsoleTurn, ServiceDirectory } from '@switchboard/knowledge-service';
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
 * ratings of their answers and questions of its turns (the console owns them:
 * docs/architecture.md, "One store per fact"), and whether it recorded the operations the
 * services' pending writes were made for.
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
            WHERE f.rating IS NOT NULL AND m.from_bot AND m.message_object ? 'trace_id'
              AND ${botsOfSlug(slug)}`,
      );
      return rowsOf<ConsoleRating>(result);
    },
    async consoleTurns(slug, traceIds) {
      // A turn stores the question and its answer at two consecutive order indexes. Only
      // the bot's answers count (from_bot): a hand-written message naming a trace id is not one.
      const result = await db.execute(
        sql`SELECT a.message_object->>'trace_id' AS "traceId", q.id AS "questionId",
              q.content AS question, q.created_at AS "askedAt", a.id AS "answerId",
              a.content AS answer, a.created_at AS "answeredAt", a.outcome,
              a.message_object AS "answerFields"
            FROM messages a
            JOIN messages q ON q.conversation_id = a.conversation_id
              AND q.order_index = a.order_index - 1 AND q.message_type = 'USER'
            JOIN conversations c ON c.id = a.conversation_id
            JOIN bots b ON b.id = c.bot_id
            WHERE a.message_type = 'ASSISTANT' AND a.from_bot AND ${botsOfSlug(slug)}
              AND lower(a.message_object->>'trace_id') IN
                (SELECT lower(t) FROM jsonb_array_elements_text(${JSON.stringify(traceIds)}::jsonb) t)`,
      );
      type Row = ConsoleTurn & { askedAt: Date | string; answeredAt: Date | string };
      return rowsOf<Row>(result).map((row) => ({
        ...row,
        askedAt: new Date(row.askedAt).toISOString(),
        answeredAt: new Date(row.answeredAt).toISOString(),
      }));
    },
    async consoleRecorded({ kind, objectId, key }) {
      // The console's own records of the operation: the business create's key (kept with
      // its answer) or a business naming the collection; the improved mark's key or the
      // staff answer it names. Either keeps the write.
      const recorded =
        kind === 'collection'
          ? sql`SELECT 1 FROM idempotency_keys
                WHERE route = 'POST /api/businesses' AND key = ${key} AND status < 300
                UNION ALL SELECT 1 FROM businesses WHERE collection_id = ${objectId}`
          : sql`SELECT 1 FROM message_feedback
                WHERE improve_key = ${key} OR staff_answer_id = ${objectId}`;
      const result = await db.execute(sql`SELECT EXISTS (${recorded}) AS recorded`);
      return rowsOf<{ recorded: boolean }>(result)[0]?.recorded === true;
    },
  };
}
