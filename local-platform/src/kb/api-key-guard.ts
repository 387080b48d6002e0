import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * With KB_API_KEY set, every route (health included: it reveals what is
 * indexed) needs the key; the gateway adds it server-side, never the browser.
 * Hashing first makes the comparison constant-time whatever the lengths.
 */
export function checkApiKey(request: FastifyRequest, apiKey: string | undefined): void {
  if (!apiKey) return;
  const sent = request.headers['x-api-key'];
  if (typeof sent !== 'string' || sent === '')
    throw new ApiError(401, 'API key required: send it in the X-API-Key header');
  if (!timingSafeEqual(digest(sent), digest(apiKey))) throw new ApiError(401, 'Invalid API key');
}
