import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { conversations, messages, users } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { rowCount, sortedPage } from '../../db/sorted-page';
import { feedbackOf } from '../feedback/feedback-sql';
import type { PageQuery } from './conversation-page-query';

/** The conversation row of the product rules; the activity columns appear only in pages. */
export const conversationColumns = {
  id: conversations.id,
  botId: conversations.botId,
  userId: conversations.userId,
  title: conversations.title,
  metadata: conversations.metadata,
  status: conversations.status,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};

/** Newest activity first: the console shows the latest conversation at the head. */
export function listConversations(db: Db, ...filters: (SQL | undefined)[]) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .where(and(...filters))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt));
}

/** A conversation's messages in order, each with its staff feedback (rating, improvement). */
export async function listMessages(db: Db, conversationId: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.orderIndex));
  const feedback = await feedbackOf(
    db,
    rows.filter((row) => row.messageType === 'ASSISTANT').map((row) => row.id),
  );
  return rows.map((row) => {
    const found = feedback.get(row.id);
    return found ? { ...row, feedback: found } : row;
  });
}

export async function findConversation(db: Db, id: string) {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
}

const SORT_COLUMNS = {
  lastActivityAt: conversations.lastActivityAt,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
  title: conversations.title,
  status: conversations.status,
  messageCount: conversations.messageCount,
} as const;

/** LIKE's own wildcards in the user's text match themselves. */
function pageFilters(query: PageQuery, scope: SQL[]): SQL | undefined {
  const filters: (SQL | undefined)[] = [...scope];
  if (query.status && query.status !== 'ALL') filters.push(eq(conversations.status, query.status));
  if (query.userId) filters.push(eq(conversations.userId, query.userId));
  if (query.botId) filters.push(eq(conversations.botId, query.botId));
  if (query.updatedFrom) filters.push(gte(conversations.lastActivityAt, query.updatedFrom));
  if (query.updatedTo) filters.push(lte(conversations.lastActivityAt, query.updatedTo));
  if (query.createdFrom) filters.push(gte(conversations.createdAt, query.createdFrom));
  if (query.createdTo) filters.push(lte(conversations.createdAt, query.createdTo));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        ilike(conversations.title, pattern),
        sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} AND ${messages.content} ILIKE ${pattern})`,
      ),
    );
  }
  return and(...filters);
}

/**
 * One page of conversations with their message count, last activity and user, plus the
 * total under the same filters.
 */
export async function conversationPage(db: Db, query: PageQuery, scope: SQL[]) {
  const where = pageFilters(query, scope);
  const page = await sortedPage(
    db
      .select({
        ...conversationColumns,
        messageCount: conversations.messageCount,
        lastActivityAt: conversations.lastActivityAt,
        user: { id: users.id, email: users.email, username: users.username },
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.userId))
      .where(where)
      .$dynamic(),
    db.select(rowCount).from(conversations).where(where),
    query,
    SORT_COLUMNS[query.sortField],
    conversations.id,
  );
  const rows = page.items;
  if (query.include !== 'messages' || rows.length === 0) return page;
  const ids = rows.map((row) => row.id);
  const found = await db
    .select()
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(asc(messages.conversationId), asc(messages.orderIndex));
  const byConversation = new Map<string, (typeof found)[number][]>();
  for (const message of found) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push(message);
    byConversation.set(message.conversationId, list);
  }
  return {
    ...page,
    items: rows.map((row) => ({ ...row, messages: byConversation.get(row.id) ?? [] })),
  };
}
