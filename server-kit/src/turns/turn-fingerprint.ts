import { createHash } from 'node:crypto';

/**
 * What a chat turn's idempotency key stands for: who asked and what. The platform keeps it
 * with the stored turn, and the gateway sends its own before replaying one, so a key
 * reused for another question or by another person is refused (409), never answered with
 * someone else's turn. A user id holds no line break, so the pair reads back one way only.
 */
export function turnFingerprint(askerId: string, question: string): string {
  return createHash('sha256').update(`${askerId}\n${question}`).digest('hex');
}
