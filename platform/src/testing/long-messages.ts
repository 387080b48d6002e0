import { request } from './http-client';

/**
 * The third probe's worst message search: twenty 50,000-character messages in one
 * conversation, each holding every searched word many times, and a search box of those
 * words joined by OR (as long as the box allows).
 */
export const SEARCHED_WORDS = [
  'parcel',
  'refund',
  'delivery',
  'courier',
  'invoice',
  'warranty',
  'voucher',
];
export const HOSTILE_SEARCH = Array.from(
  { length: 16 },
  (_, index) => SEARCHED_WORDS[index % SEARCHED_WORDS.length],
).join(' OR ');
export const LONG_MESSAGES = 20;
export const LONG_CHARS = 50_000;
const FILLER = `${SEARCHED_WORDS.join(' ')} and some other words between them. `;
/** How often each long message holds the searched words, counted whole. */
export const MATCHES_PER_LONG_MESSAGE =
  Math.floor(LONG_CHARS / FILLER.length) * SEARCHED_WORDS.length;

/** SQL inserting the long messages into `conversationId` (which must exist). */
export const longMessagesSql = (conversationId: string) =>
  `INSERT INTO messages (conversation_id, message_type, content, order_index)
     SELECT '${conversationId}', CASE WHEN i % 2 = 0 THEN 'USER' ELSE 'ASSISTANT' END,
            left(repeat('${FILLER}', ${Math.ceil(LONG_CHARS / FILLER.length)}), ${LONG_CHARS}), i
     FROM generate_series(0, ${LONG_MESSAGES - 1}) i`;

/**
 * Asks `baseUrl`'s /health again as soon as each answer comes, until `work` settles: the
 * longest any answer took, and how many came back while the work was under way. The count
 * tells whether the work gave other requests turns, whatever the machine's speed: a
 * platform held by the work answers none until it ends, one that yields answers about one
 * per turn it gives.
 */
export async function healthWhile<T>(
  baseUrl: string,
  work: Promise<T>,
): Promise<{ result: T; worstMs: number; answeredDuring: number }> {
  let settled = false;
  const result = work.finally(() => {
    settled = true;
  });
  const waits: Promise<number>[] = [];
  let answeredDuring = 0;
  while (!settled) {
    const sent = performance.now();
    const wait = request(baseUrl, 'GET', '/health').then(() => performance.now() - sent);
    waits.push(wait);
    await Promise.race([wait, result]);
    if (!settled) answeredDuring += 1;
  }
  return { result: await result, worstMs: Math.max(...(await Promise.all(waits))), answeredDuring };
}
