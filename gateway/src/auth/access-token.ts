import type { FastifyRequest } from 'fastify';
import { decodeSessionCookie, parseStoredSession, SESSION_COOKIE_NAME } from '@switchboard/domain';

/**
 * The caller's access token: an explicit `Authorization: Bearer` wins (API clients, the
 * browser's axios instance), else the shared session cookie (plain page requests).
 */
export function accessTokenFrom(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (match) return match[1];
  const stored = parseStoredSession(decodeSessionCookie(request.cookies[SESSION_COOKIE_NAME]));
  return stored?.access_token;
}
