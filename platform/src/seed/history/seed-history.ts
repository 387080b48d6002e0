import { turnAnswerObject } from '@switchboard/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { bots, conversations, messages } from '../../db/schema';
import { chatTurn } from '@switchboard/knowledge-service';
import {
  HISTORY_BOTS,
  HISTORY_CONVERSATIONS,
  HISTORY_DAYS,
  HISTORY_QUESTIONS,
  HISTORY_USERS,
} from './history-seed-data';
import { seededRandom } from '../seeded-random';

const DAY_MS = 86_400_000;

/** Fixed ids (variant 9, apart from the hand-written seed rows) keep re-seeding a no-op. */
export const historyConversationId = (index: number) =>
  `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`;

export interface PlannedConversation {
  id: string;
  botId: string;
  slug: string;
  userId: string;
  title: string;
  questions: string[];
  status: 'ACTIVE' | 'ARCHIVED' | 'CLOSED';
  /** Milliseconds before the anchor day at which the first question is asked. */
  ageMs: number;
  /** Seconds between a reply and the next question. */
  pauses: number[];
  latencies: number[];
}

/**
 * The whole history, planned without the database: which user asks which bot what,
 * and when. More chats on weekdays and in office hours, as real traffic has.
 */
export function planHistory(anchor: number, count = HISTORY_CONVERSATIONS): PlannedConversation[] {
  // Seeded, so every run plans the same history.
  const random = seededRandom(20_260_101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const plans: PlannedConversation[] = [];
  for (let index = 0; index < count; index += 1) {
    const bot = HISTORY_BOTS[index % HISTORY_BOTS.length]!;
    const thread = pick(HISTORY_QUESTIONS[bot.slug] ?? []);
    const followUps = random() < 0.35 ? thread.questions : thread.questions.slice(0, 1);
    let day = Math.floor(random() * HISTORY_DAYS);
    // Weekends are quieter: most weekend draws move to the Monday after.
    const weekday = new Date(anchor - day * DAY_MS).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random() < 0.7)
      day = Math.max(0, day - (weekday === 6 ? 2 : 1));
    const hour = 6 + Math.floor(random() * 11) + (random() < 0.2 ? 4 : 0);
    const minute = Math.floor(random() * 60);
    const roll = random();
    plans.push({
      id: historyConversationId(index),
      botId: bot.id,
      slug: bot.slug,
      userId: pick(HISTORY_USERS),
      title: thread.title,
      questions: followUps,
      status: day > 30 && roll < 0.3 ? 'ARCHIVED' : roll > 0.93 ? 'CLOSED' : 'ACTIVE',
      ageMs: (day + 1) * DAY_MS - (hour * 60 + minute) * 60_000,
      pauses: followUps.map(() => 20 + Math.floor(random() * 160)),
      latencies: followUps.map(() => 120 + Math.floor(random() * 900)),
    });
  }
  return plans;
}

const quietLog = { error: (obj: unknown, msg: string) => console.error(msg, obj) };

async function seedConversation(db: Db, plan: PlannedConversation, anchor: number) {
  let at = anchor - plan.ageMs;
  const createdAt = new Date(at);
  await db.insert(conversations).values({
    id: plan.id,
    botId: plan.botId,
    userId: plan.userId,
    title: plan.title,
    metadata: { channel: 'web', seeded: true },
    status: 'ACTIVE',
    createdAt,
    updatedAt: createdAt,
  });
  let orderIndex = 0;
  for (const [turn, question] of plan.questions.entries()) {
    const askedAt = new Date(at);
    // The real pipeline answers, with its session owned by the asking user.
    const reply = await chatTurn(
      db,
      {
        service: plan.slug,
        message: question,
        userId: plan.userId,
        sessionId: plan.id,
        at: askedAt,
        latencyMs: plan.latencies[turn],
        // The console's conversation below is the turn's one store.
        recordedByConsole: true,
      },
      quietLog,
    );
    const answeredAt = new Date(at + plan.latencies[turn]!);
    await db.insert(messages).values([
      {
        conversationId: plan.id,
        messageType: 'USER',
        content: question,
        messageObject: { query: question, asked_by: plan.userId },
        authorId: plan.userId,
        orderIndex: orderIndex++,
        createdAt: askedAt,
        updatedAt: askedAt,
      },
      {
        conversationId: plan.id,
        messageType: 'ASSISTANT',
        content: reply.response,
        outcome: reply.outcome,
        fromBot: true,
        messageObject: turnAnswerObject({
          text: reply.response,
          session_id: reply.session_id,
          // A copy of each, as the answer's sources are kept as plain records.
          sources: reply.sources.map((source) => ({ ...source })),
          confidence: reply.confidence,
          retriever_type: reply.retriever_type,
          trace_id: reply.trace_id,
        }),
        orderIndex: orderIndex++,
        createdAt: answeredAt,
        updatedAt: answeredAt,
      },
    ]);
    at += plan.latencies[turn]! + plan.pauses[turn]! * 1000;
  }
  const last = new Date(at);
  await db
    .update(conversations)
    .set({ status: plan.status, updatedAt: last })
    .where(eq(conversations.id, plan.id));
}

/**
 * A realistic history over the last 60 days: each planned question goes through the
 * knowledge chat pipeline at its past time (so answers, sources, confidence and the
 * analytics events are real), and the conversation and its two messages per turn are
 * stored as the console stores them. Runs after the knowledge seed; conversations that
 * already exist are skipped, so seeding again adds nothing. Returns how many it added.
 * A stop (`signal`) ends it between two conversations, for the next start to go on.
 */
export async function seedHistory(db: Db, now = Date.now(), signal?: AbortSignal): Promise<number> {
  // Whole days, so a second run on the same day plans exactly the same times.
  const anchor = Math.floor(now / DAY_MS) * DAY_MS;
  const botIds = new Set((await db.select({ id: bots.id }).from(bots)).map((row) => row.id));
  const existing = new Set(
    (
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(sql`${conversations.id}::text LIKE '00000000-0000-4000-9000-%'`)
    ).map((row) => row.id),
  );
  let added = 0;
  for (const plan of planHistory(anchor)) {
    if (existing.has(plan.id) || !botIds.has(plan.botId)) continue;
    signal?.throwIfAborted();
    await seedConversation(db, plan, anchor);
    added += 1;
  }
  return added;
}
