import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Every route (health included: it reveals what is indexed) needs the service
 * credential the gateway holds and adds server-side; the browser never has it, so
 * nobody skips the gateway's bot-admin checks. Without KB_API_KEY nothing gets in:
 * an unconfigured install fails closed. Hashing first makes the comparison
 * constant-time whatever the lengths.
 */
export function checkApiKey(request: FastifyRequest, apiKey: string | undefined): void {
  const sent = request.headers['x-api-key'];
  if (typeof sent !== 'string' || sent === '')
    throw new ApiError(401, 'API key required: send it in the X-API-Key header');
  if (!apiKey || !timingSafeEqual(digest(sent), digest(apiKey)))
    throw new ApiError(401, 'Invalid API key');
}
