import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChatMessages, kbChatSessions } from '../kb-schema';
import { serviceRow } from '../service-rows';

type MessageRow = typeof kbChatMessages.$inferSelect;

/**
 * Creates the session for its user, or touches it when that user already owns it.
 * Answers false when it belongs to someone else (then nothing changes).
 */
export async function ensureSession(
  db: Db,
  service: string,
  sessionId: string,
  userId: string,
  at?: Date,
): Promise<boolean> {
  const rows = await db
    .insert(kbChatSessions)
    .values({ service, id: sessionId, userId, ...(at ? { createdAt: at, updatedAt: at } : {}) })
    .onConflictDoUpdate({
      target: [kbChatSessions.service, kbChatSessions.id],
      set: { updatedAt: at ?? sql`now()` },
      setWhere: eq(kbChatSessions.userId, userId),
    })
    .returning({ id: kbChatSessions.id });
  return rows.length > 0;
}

export async function sessionOwner(
  db: Db,
  service: string,
  sessionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: kbChatSessions.userId })
    .from(kbChatSessions)
    .where(serviceRow(kbChatSessions, service, sessionId));
  return row?.userId;
}

export async function appendMessage(
  db: Db,
  service: string,
  sessionId: string,
  messageType: 'user' | 'assistant',
  messageObject: Record<string, unknown>,
  at?: Date,
): Promise<MessageRow> {
  const [row] = await db
    .insert(kbChatMessages)
    .values({ service, sessionId, messageType, messageObject, ...(at ? { createdAt: at } : {}) })
    .returning();
  return row!;
}

export async function sessionMessages(
  db: Db,
  service: string,
  sessionId: string,
): Promise<MessageRow[] | undefined> {
  const [session] = await db
    .select({ id: kbChatSessions.id })
    .from(kbChatSessions)
    .where(serviceRow(kbChatSessions, service, sessionId));
  if (!session) return undefined;
  return db
    .select()
    .from(kbChatMessages)
    .where(and(eq(kbChatMessages.service, service), eq(kbChatMessages.sessionId, sessionId)))
    .orderBy(asc(kbChatMessages.seq));
}

export async function deleteSession(db: Db, service: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(kbChatSessions)
    .where(serviceRow(kbChatSessions, service, sessionId))
    .returning({ id: kbChatSessions.id });
  return rows.length > 0;
}

export const messageJson = (row: MessageRow) => ({
  id: row.id,
  message_id: row.id,
  message_type: row.messageType,
  message_object: row.messageObject,
  timestamp: row.createdAt,
});
