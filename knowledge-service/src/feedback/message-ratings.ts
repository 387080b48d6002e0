import { and, eq, inArray } from 'drizzle-orm';
import type { MessageRating, Rating } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbMessageRatings } from '../kb-schema';

type Row = typeof kbMessageRatings.$inferSelect;

export const ratingJson = (row: Row): MessageRating => ({
  rating: row.rating,
  comment: row.comment,
  ratedBy: row.ratedBy,
  ratedAt: row.ratedAt.toISOString(),
});

export async function ratingsOf(db: Db, service: string, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, MessageRating>();
  const rows = await db
    .select()
    .from(kbMessageRatings)
    .where(
      and(eq(kbMessageRatings.service, service), inArray(kbMessageRatings.messageId, messageIds)),
    );
  return new Map(rows.map((row) => [row.messageId, ratingJson(row)]));
}

/** Stores, replaces or (with a null rating) takes back the asker's rating of one answer. */
export async function rateMessage(
  db: Db,
  service: string,
  messageId: string,
  rating: { rating: Rating | null; comment: string | null },
  ratedBy: string,
): Promise<MessageRating | null> {
  if (!rating.rating) {
    await db
      .delete(kbMessageRatings)
      .where(and(eq(kbMessageRatings.service, service), eq(kbMessageRatings.messageId, messageId)));
    return null;
  }
  const values = { rating: rating.rating, comment: rating.comment, ratedBy, ratedAt: new Date() };
  const [row] = await db
    .insert(kbMessageRatings)
    .values({ messageId, service, ...values })
    .onConflictDoUpdate({ target: kbMessageRatings.messageId, set: values })
    .returning();
  return ratingJson(row!);
}
