import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { MessageFeedback } from '@switchboard/domain';

/**
 * An answer its service reported as declined (the stored outcome, domain's
 * answer-outcome.ts). Written as the partial index `messages_declined_idx` is, so the
 * planner can use it.
 */
const DECLINED_TEXT = `(m.outcome = 'declined')`;
export const DECLINED = sql.raw(DECLINED_TEXT);

/** The full-text document of a message (stored, GIN-indexed). */
export const MESSAGE_TSV = sql.raw(`m.content_tsv`);

export interface FeedbackColumns {
  rating: 'up' | 'down' | null;
  rating_comment: string | null;
  rated_by: string | null;
  rated_by_name: string | null;
  rated_at: Date | string | null;
  improved_at: Date | string | null;
  staff_answer_id: string | null;
  rating_key: string | null;
  improve_key: string | null;
  declined: boolean;
}

/** The feedback columns of a message row `m` joined with `f` (feedback) and `ru` (rater). */
export const FEEDBACK_SELECT =
  sql.raw(`f.rating, f.rating_comment, f.rated_by, ru.username AS rated_by_name,
  f.rated_at, f.improved_at, f.staff_answer_id, f.rating_key, f.improve_key,
  ${DECLINED_TEXT} AS declined`);
export const FEEDBACK_JOIN = sql.raw(`LEFT JOIN message_feedback f ON f.message_id = m.id
  LEFT JOIN users ru ON ru.id = f.rated_by`);

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function feedbackJson(row: FeedbackColumns): MessageFeedback {
  return {
    rating:
      row.rating && row.rated_by && row.rated_at
        ? {
            rating: row.rating,
            comment: row.rating_comment,
            ratedBy: row.rated_by,
            ratedByName: row.rated_by_name,
            ratedAt: iso(row.rated_at)!,
          }
        : null,
    improvedAt: iso(row.improved_at),
    staffAnswerId: row.staff_answer_id,
    declined: Boolean(row.declined),
    ratingKey: row.rating_key,
    improveKey: row.improve_key,
  };
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The feedback of each of the given messages, by message id. */
export async function feedbackOf(db: Db, ids: string[]): Promise<Map<string, MessageFeedback>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<FeedbackColumns & { id: string }>(
    await db.execute(sql`SELECT m.id, ${FEEDBACK_SELECT} FROM messages m ${FEEDBACK_JOIN}
      WHERE m.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((row) => [row.id, feedbackJson(row)]));
}
