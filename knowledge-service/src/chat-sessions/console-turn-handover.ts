import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChatEvents, kbChatMessages, kbHandovers } from '../kb-schema';
import type { ServiceDirectory } from '../service-directory';

const HANDOVER = 'console-turns';
const BATCH = 500;

interface StoredAnswer {
  seq: number;
  id: string;
  service: string;
  sessionId: string;
  traceId: string;
}

/** The service's copies among a batch of its answers: those whose trace a console answer keeps. */
async function consoleCopies(
  answers: StoredAnswer[],
  consoleTurns: NonNullable<ServiceDirectory['consoleTurns']>,
): Promise<StoredAnswer[]> {
  const byService = new Map<string, StoredAnswer[]>();
  for (const answer of answers) {
    byService.set(answer.service, [...(byService.get(answer.service) ?? []), answer]);
  }
  const copies: StoredAnswer[] = [];
  for (const [service, rows] of byService) {
    const kept = await consoleTurns(
      service,
      rows.map((row) => row.traceId),
    );
    const traces = new Set(kept.map((turn) => turn.traceId.toLowerCase()));
    copies.push(...rows.filter((row) => traces.has(row.traceId.toLowerCase())));
  }
  return copies;
}

/** Drops the copies (each answer and the question asked just before it) in one transaction. */
async function dropCopies(db: Db, copies: StoredAnswer[]): Promise<void> {
  const answerIds = copies.map((copy) => copy.id);
  await db.transaction(async (tx) => {
    await tx
      .update(kbChatEvents)
      .set({ messageId: null })
      .where(inArray(kbChatEvents.messageId, answerIds));
    await tx.execute(sql`
      DELETE FROM kb_chat_messages WHERE id IN (
        SELECT (SELECT u.id FROM kb_chat_messages u
                WHERE u.service = a.service AND u.session_id = a.session_id
                  AND u.message_type = 'user' AND u.seq < a.seq
                ORDER BY u.seq DESC LIMIT 1)
        FROM kb_chat_messages a
        WHERE a.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(answerIds)}::jsonb)::uuid)
      )`);
    await tx.delete(kbChatMessages).where(inArray(kbChatMessages.id, answerIds));
  });
}

/**
 * A console conversation turn lives on the console alone (docs/architecture.md, "One store
 * per fact"). Until migration 411 the service also kept its own copy of each console turn's
 * question and answer; this drops those copies once, asking the host's directory which of
 * its answers' traces the console keeps (it never reads the console's tables), and its
 * events stop naming the messages that are gone, so its history and analytics read those
 * turns from the console as they read new ones. Turns of direct callers of the bot's chat
 * stay. Each batch is one transaction, so at no moment is a turn counted twice or not at
 * all; a start cut short goes on where it stopped. Answers the number of turns handed over.
 */
export async function handOverConsoleTurns(
  db: Db,
  directory: Pick<ServiceDirectory, 'consoleTurns'>,
): Promise<number> {
  const consoleTurns = directory.consoleTurns?.bind(directory);
  // A host without a console has nothing to take them.
  if (!consoleTurns) return 0;
  const [done] = await db
    .select({ name: kbHandovers.name })
    .from(kbHandovers)
    .where(eq(kbHandovers.name, HANDOVER));
  if (done) return 0;
  let handedOver = 0;
  let after = 0;
  for (;;) {
    const answers: StoredAnswer[] = await db
      .select({
        seq: kbChatMessages.seq,
        id: kbChatMessages.id,
        service: kbChatMessages.service,
        sessionId: kbChatMessages.sessionId,
        traceId: sql<string>`${kbChatMessages.messageObject}->>'trace_id'`,
      })
      .from(kbChatMessages)
      .where(
        and(
          eq(kbChatMessages.messageType, 'assistant'),
          gt(kbChatMessages.seq, after),
          sql`${kbChatMessages.messageObject} ? 'trace_id'`,
        ),
      )
      .orderBy(asc(kbChatMessages.seq))
      .limit(BATCH);
    if (answers.length === 0) break;
    const copies = await consoleCopies(answers, consoleTurns);
    if (copies.length > 0) await dropCopies(db, copies);
    handedOver += copies.length;
    after = answers.at(-1)!.seq;
  }
  await db.insert(kbHandovers).values({ name: HANDOVER }).onConflictDoNothing();
  return handedOver;
}
