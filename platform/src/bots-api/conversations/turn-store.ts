import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditActor } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { conflict, notFound } from '@switchboard/server-kit/http/api-error';
import { turnAnswerObject, type ChatAnswer } from '@switchboard/domain';
import { turnFingerprint } from '@switchboard/server-kit/turns/turn-fingerprint';
import { conversations, conversationTurns, messages } from '../../db/schema';
import { findPgError } from '../../http/pg-error';
import { nextUpdatedAt } from '../row-version';
import { recordTurnAudit } from './turn-audit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MessageRow = typeof messages.$inferSelect;

export interface StoredTurn {
  replayed: boolean;
  userMessage: MessageRow;
  assistantMessage: MessageRow;
}

export interface TurnToStore {
  conversationId: string;
  idempotencyKey: string;
  /** The signed-in user the gateway asked for: the question's author. */
  askerId: string;
  question: string;
  answer: ChatAnswer;
}

const CONVERSATION_NOT_FOUND = 'Conversation not found';
// A key names one question of one person: reusing it otherwise is a client bug, not a retry.
export const KEY_REUSED =
  'idempotencyKey was already used for another question or by another person in this conversation';

async function storedTurn(db: Db | Tx, conversationId: string, key: string) {
  const [turn] = await db
    .select()
    .from(conversationTurns)
    .where(
      and(
        eq(conversationTurns.conversationId, conversationId),
        eq(conversationTurns.idempotencyKey, key),
      ),
    );
  if (!turn) return undefined;
  const pair = await db
    .select()
    .from(messages)
    .where(inArray(messages.id, [turn.userMessageId, turn.assistantMessageId]));
  const userMessage = pair.find((row) => row.id === turn.userMessageId);
  const assistantMessage = pair.find((row) => row.id === turn.assistantMessageId);
  return userMessage && assistantMessage
    ? { userMessage, assistantMessage, fingerprint: turn.fingerprint }
    : undefined;
}

/** The turn stored under this key, or undefined; 404 when the conversation is unknown. */
export async function findTurn(db: Db, conversationId: string, key: string) {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
  return storedTurn(db, conversationId, key);
}

type FoundTurn = Omit<StoredTurn, 'replayed'> & { fingerprint: string | null };

function replayOf(turn: TurnToStore, { fingerprint, ...pair }: FoundTurn): StoredTurn {
  // Turns stored before fingerprints (migration 451) are matched on their question alone.
  const same = fingerprint
    ? fingerprint === turnFingerprint(turn.askerId, turn.question)
    : pair.userMessage.content === turn.question;
  if (!same) throw conflict(KEY_REUSED);
  return { replayed: true, ...pair };
}

async function storeOnce(db: Db, turn: TurnToStore, actor: AuditActor): Promise<StoredTurn> {
  return db.transaction(async (tx) => {
    // The row lock queues turns of one conversation (two tabs, a double click), so each
    // reads the indexes and the keys the previous one committed.
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, turn.conversationId))
      .for('update');
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    const found = await storedTurn(tx, turn.conversationId, turn.idempotencyKey);
    if (found) return replayOf(turn, found);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${messages.orderIndex}) + 1, 0)::int` })
      .from(messages)
      .where(eq(messages.conversationId, turn.conversationId));
    const [userMessage] = await tx
      .insert(messages)
      .values({
        conversationId: turn.conversationId,
        messageType: 'USER',
        content: turn.question,
        messageObject: { query: turn.question, asked_by: turn.askerId },
        authorId: turn.askerId,
        orderIndex: next,
      })
      .returning();
    const [assistantMessage] = await tx
      .insert(messages)
      .values({
        conversationId: turn.conversationId,
        messageType: 'ASSISTANT',
        content: turn.answer.text,
        messageObject: turnAnswerObject(turn.answer),
        outcome: turn.answer.outcome,
        fromBot: true,
        orderIndex: next + 1,
      })
      .returning();
    await tx.insert(conversationTurns).values({
      conversationId: turn.conversationId,
      idempotencyKey: turn.idempotencyKey,
      userMessageId: userMessage!.id,
      assistantMessageId: assistantMessage!.id,
      fingerprint: turnFingerprint(turn.askerId, turn.question),
    });
    await tx
      .update(conversations)
      .set({ updatedAt: nextUpdatedAt(conversations.updatedAt) })
      .where(eq(conversations.id, turn.conversationId));
    await recordTurnAudit(tx as unknown as Db, actor, userMessage!, assistantMessage!);
    return { replayed: false, userMessage: userMessage!, assistantMessage: assistantMessage! };
  });
}

/**
 * Stores the question and the answer at the next two order indexes, with the key, in one
 * transaction: a failure anywhere stores neither message, so a Retry cannot duplicate the
 * question. A repeat with the same key returns the stored pair. The message CRUD does not
 * take the lock, so its append may win an index first; the unique constraint then rolls
 * this turn back and it is tried again.
 */
export async function storeTurn(db: Db, turn: TurnToStore, actor: AuditActor): Promise<StoredTurn> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await storeOnce(db, turn, actor);
    } catch (error) {
      if (findPgError(error)?.code !== '23505' || attempt >= 3) throw error;
    }
  }
}
