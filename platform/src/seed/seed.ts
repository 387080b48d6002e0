import { turnAnswerObject } from '@switchboard/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { bots, businesses, businessTypes, conversations, messages, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { seedHistory } from './history/seed-history';
import { seedGeneralKnowledge, seedKnowledge } from '@switchboard/knowledge-service/seed';
import { botServiceDirectory } from '../knowledge/bot-service-directory';
import { notYetStored } from '@switchboard/server-kit/db/not-yet-stored';
import {
  SEED_BOTS,
  SEED_BUSINESS_TYPES,
  SEED_BUSINESSES,
  SEED_CONVERSATIONS,
  SEED_PASSWORD,
  SEED_USERS,
  type SeedBot,
} from './seed-data';

/** `${publicUrl}/kb/<slug>`, on govstack.localhost (same port) for the govstack bot. */
export function seedBotPath(publicUrl: string, bot: SeedBot): string {
  const url = new URL(publicUrl);
  if (bot.govstackHost) url.hostname = 'govstack.localhost';
  return `${url.origin}/kb/${bot.slug}`;
}

async function seedUsers(db: Db): Promise<void> {
  const missing = await notYetStored(db, users.email, SEED_USERS, (user) => user.email);
  if (missing.length === 0) return;
  // The demo accounts share one published password, so one hash serves them all: a salt
  // each would hide nothing, and each bcrypt round costs a first start about 90 ms.
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db
    .insert(users)
    .values(missing.map((user) => ({ ...user, passwordHash })))
    .onConflictDoNothing();
}

function seedMessages() {
  return SEED_CONVERSATIONS.flatMap((conversation) =>
    conversation.turns.flatMap((turn, index) => [
      {
        conversationId: conversation.id,
        messageType: 'USER',
        content: turn.query,
        messageObject: { query: turn.query, asked_by: conversation.userId },
        authorId: conversation.userId,
        orderIndex: index * 2,
      },
      {
        conversationId: conversation.id,
        messageType: 'ASSISTANT',
        content: turn.response,
        outcome: turn.outcome,
        fromBot: true,
        messageObject: turnAnswerObject({
          text: turn.response,
          session_id: conversation.id,
          sources: [],
          confidence: 0.8,
          retriever_type: 'bm25',
          trace_id: `seed-${conversation.id.slice(-3)}-${index}`,
        }),
        orderIndex: index * 2 + 1,
      },
    ]),
  );
}

/** Accounts, businesses, bots and their sample conversations. */
async function seedAccountsAndBots(db: Db, publicUrl: string): Promise<void> {
  await seedUsers(db);
  await db.transaction(async (tx) => {
    await tx.insert(businessTypes).values(SEED_BUSINESS_TYPES).onConflictDoNothing();
    await tx.insert(businesses).values(SEED_BUSINESSES).onConflictDoNothing();
    await tx
      .insert(bots)
      .values(
        SEED_BOTS.map((bot) => ({
          id: bot.id,
          name: bot.name,
          description: bot.description,
          status: bot.status,
          botPath: seedBotPath(publicUrl, bot),
          chatEndpoint: '/chat/',
        })),
      )
      .onConflictDoNothing();
    const botIds = new Set((await tx.select({ id: bots.id }).from(bots)).map((row) => row.id));
    // A seeded bot whose name a user's bot already took was skipped; so are its conversations.
    const rows = SEED_CONVERSATIONS.filter((conversation) => botIds.has(conversation.botId));
    if (rows.length === 0) return;
    await tx
      .insert(conversations)
      .values(rows.map(({ turns: _turns, ...conversation }) => conversation))
      .onConflictDoNothing();
    const conversationIds = new Set(rows.map((row) => row.id));
    const seeded = seedMessages().filter((message) => conversationIds.has(message.conversationId));
    await tx.insert(messages).values(seeded).onConflictDoNothing();
  });
}

/**
 * Inserts the demo data; rows that already exist (same id or unique value) are left alone.
 * The order matters: the bots must exist before their knowledge services can be filled,
 * and anything that asks the bots questions (conversation history) must come after the
 * knowledge, so its answers have sources.
 */
export interface SeedOptions {
  history?: boolean;
  /** Off only without the history, whose answers must have sources. */
  knowledge?: boolean;
  /**
   * A stop: the seed ends between two of its steps (or two history conversations) with
   * the signal's reason; every step skips what is already stored, so a later run goes on.
   */
  signal?: AbortSignal;
}

export async function seed(db: Db, publicUrl: string, options: SeedOptions = {}): Promise<void> {
  const history = options.history !== false;
  const { signal } = options;
  await seedAccountsAndBots(db, publicUrl);
  if (history || options.knowledge !== false) {
    signal?.throwIfAborted();
    await seedKnowledge(db, botServiceDirectory(db));
    signal?.throwIfAborted();
    await seedGeneralKnowledge(db, botServiceDirectory(db));
  }
  signal?.throwIfAborted();
  if (history) await seedHistory(db, Date.now(), signal);
}

const FIRST_START = 'first start';

/**
 * First start: seed only a database without users, so a cleaned-out one stays clean, or
 * one whose first seed was stopped part-way, which goes on where it ended.
 */
export async function seedIfEmpty(
  db: Db,
  publicUrl: string,
  options: SeedOptions & { onSeeding?: () => void } = {},
): Promise<boolean> {
  const [run] = await db
    .execute(sql`SELECT finished_at FROM seed_runs WHERE name = ${FIRST_START}`)
    .then((result) => (result as unknown as { rows: { finished_at: unknown }[] }).rows);
  const unfinished = run !== undefined && run.finished_at === null;
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0 && !unfinished) return false;
  await db.execute(sql`INSERT INTO seed_runs (name) VALUES (${FIRST_START})
    ON CONFLICT (name) DO UPDATE SET finished_at = NULL`);
  options.onSeeding?.();
  await seed(db, publicUrl, options);
  await db.execute(sql`UPDATE seed_runs SET finished_at = now() WHERE name = ${FIRST_START}`);
  return true;
}
