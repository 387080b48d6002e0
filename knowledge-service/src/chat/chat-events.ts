import type { FastifyInstance } from 'fastify';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbChatEvents } from '../kb-schema';

export type ChatEvent = typeof kbChatEvents.$inferInsert;
/** What the route knows of a chat; the timing is the request's own, taken as it is sent. */
export type PendingChatEvent = Omit<ChatEvent, 'latencyMs'>;

declare module 'fastify' {
  interface FastifyRequest {
    chatEvent: PendingChatEvent | null;
  }
}

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

/**
 * Records a chat route's event with Fastify's measured time for the whole request
 * (from arrival, through the auth and service hooks, to the serialised answer),
 * so response-time analytics are the times clients saw, not a handler's inner span.
 * Recorded before the answer leaves so a caller that reads analytics next sees it.
 */
export function recordChatEventsOnSend(app: FastifyInstance, db: Db): void {
  app.decorateRequest('chatEvent', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const event = request.chatEvent;
    if (!event) return payload;
    request.chatEvent = null;
    await recordChatEvent(
      db,
      {
        ...event,
        outcome: reply.statusCode >= 500 ? 'error' : event.outcome,
        latencyMs: reply.elapsedTime,
      },
      request.log,
    );
    return payload;
  });
}
