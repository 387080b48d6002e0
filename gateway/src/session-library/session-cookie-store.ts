import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  parseStoredSession,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE_NAME,
  type StoredSession,
} from '@switchboard/domain';
import type { TokenResponse } from '../platform-api/platform-client';

export function readSession(request: FastifyRequest): StoredSession | null {
  return parseStoredSession(decodeSessionCookie(request.cookies[SESSION_COOKIE_NAME]));
}

export function toStoredSession(token: TokenResponse): StoredSession {
  return {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expires_in: token.expires_in,
    expires_at: token.expires_at ?? Math.floor(Date.now() / 1000) + token.expires_in,
    token_type: token.token_type,
    user: token.user,
  };
}

// Not HttpOnly: the browser's supabase client keeps the very same session in it.
const attributes = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  httpOnly: false,
  secure: request.protocol === 'https',
});

export function writeSession(request: FastifyRequest, reply: FastifyReply, session: StoredSession) {
  reply.setCookie(SESSION_COOKIE_NAME, encodeSessionCookie(JSON.stringify(session)), {
    ...attributes(request),
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearSession(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE_NAME, attributes(request));
}
