import type { FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { presentsServiceCredential } from '@switchboard/server-kit/http/service-credential';

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
