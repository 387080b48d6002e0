import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@switchboard/server-kit/db/connect';
import { authSessions, users } from '../db/schema';
import { verifyAccessToken } from './jwt';
import { sessionIsLive, type SessionLifetime } from './session-lifetime';
import type { UserRow } from './user-json';
import { isBanned } from './account-status';

export interface AuthenticatedUser {
  user: UserRow;
  sessionId: string;
}

export type BearerFailure = 'missing' | 'invalid' | 'session_ended';

export class BearerError extends Error {
  constructor(readonly reason: BearerFailure) {
    super(reason);
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the access token to a live user. A signed token is not enough: its
 * session must still exist (sign-out and disabling end it) and be within its lifetime, and
 * the user must still exist and not be disabled.
 */
export async function authenticate(
  db: Db,
  { jwtSecret, sessionLifetime }: { jwtSecret: string; sessionLifetime: SessionLifetime },
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  const token = bearerToken(request);
  if (!token) throw new BearerError('missing');
  let claims;
  try {
    claims = await verifyAccessToken(jwtSecret, token);
  } catch {
    throw new BearerError('invalid');
  }
  // One query for both checks: every authenticated call pays for it, so it makes one trip.
  const [row] = await db
    .select({ user: users, liveSession: authSessions.id })
    .from(users)
    .leftJoin(
      authSessions,
      and(
        eq(authSessions.id, claims.session_id),
        eq(authSessions.userId, users.id),
        sessionIsLive(sessionLifetime),
      ),
    )
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row) throw new BearerError('invalid');
  // Disabling deletes the sessions too; the ban check also covers a token signed just before.
  if (!row.liveSession || isBanned(row.user)) throw new BearerError('session_ended');
  return { user: row.user, sessionId: claims.session_id };
}
