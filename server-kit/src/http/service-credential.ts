import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Hashing first makes the comparison constant-time whatever the lengths. */
const sameSecret = (sent: string, expected: string) =>
  timingSafeEqual(digest(sent), digest(expected));

/** Whether the caller sent the service credential (never true when none is configured). */
export function presentsServiceCredential(
  request: FastifyRequest,
  apiKey: string | undefined,
): boolean {
  const sent = request.headers['x-api-key'];
  return typeof sent === 'string' && sent !== '' && !!apiKey && sameSecret(sent, apiKey);
}
