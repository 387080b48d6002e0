import type { Db } from '../../db/connect';
import { kbChatEvents } from '../kb-schema';

export type ChatEvent = typeof kbChatEvents.$inferInsert;

/**
 * One row per chat request, answered or not, for the analytics endpoints.
 * A failure to record must not turn an answered chat into an error.
 */
export async function recordChatEvent(
  db: Db,
  event: ChatEvent,
  log: { error(obj: unknown, msg: string): void },
): Promise<void> {
  try {
    await db.insert(kbChatEvents).values(event);
  } catch (error) {
    log.error({ err: error }, 'could not record a knowledge chat event');
  }
}
