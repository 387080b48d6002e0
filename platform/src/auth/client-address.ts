import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { presentsServiceCredential } from '@switchboard/server-kit/http/service-credential';

/**
 * The address a sign-in is counted against. Everyone signing in through the gateway
 * arrives from the gateway's address, so the gateway names the browser's address in
 * `X-Forwarded-For`; that header is believed only alongside the service credential the
 * gateway holds server-side. From anyone else it is ignored: a client cannot pick a fresh
 * address per guess, nor spend someone else's budget.
 */
export function clientAddress(request: FastifyRequest, serviceCredential: string | undefined) {
  const socketAddress = request.socket.remoteAddress ?? request.ip;
  const forwarded = request.headers['x-forwarded-for'];
  if (typeof forwarded !== 'string' || !presentsServiceCredential(request, serviceCredential))
    return socketAddress;
  // The gateway's own entry is the last one; earlier ones came from whoever called it.
  const vouched = forwarded.split(',').at(-1)?.trim() ?? '';
  return isIP(vouched) ? vouched : socketAddress;
}
