import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

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

/**
 * Every route (health included: it reveals what is indexed) needs the service
 * credential the gateway holds and adds server-side; the browser never has it, so
 * nobody skips the gateway's bot-admin checks. Without KB_API_KEY nothing gets in:
 * an unconfigured install fails closed.
 */
export function checkApiKey(request: FastifyRequest, apiKey: string | undefined): void {
  const sent = request.headers['x-api-key'];
  if (typeof sent !== 'string' || sent === '')
    throw new ApiError(401, 'API key required: send it in the X-API-Key header');
  if (!presentsServiceCredential(request, apiKey)) throw new ApiError(401, 'Invalid API key');
}
