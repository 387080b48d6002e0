import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { conversations, messages } from '../../db/schema';

/** Newest activity first: the console shows the latest conversation at the head. */
export function listConversations(db: Db, ...filters: (SQL | undefined)[]) {
  return db
    .select()
    .from(conversations)
    .where(and(...filters))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt));
}

export function listMessages(db: Db, conversationId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.orderIndex));
}

export async function findConversation(db: Db, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}
