import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { authSessions, refreshTokens } from '../db/schema';
import { GoTrueError } from './gotrue-error';
import { openChild, sealChild } from './sealed-child';
import { DEFAULT_SESSION_LIFETIME, sessionIsLive, type SessionLifetime } from './session-lifetime';

// Only hashes are stored: a database dump must not hand out live sessions.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

export async function createSession(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(authSessions).values({ userId }).returning();
    const refreshToken = newToken();
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session!.id, tokenHash: hashToken(refreshToken) });
    return { sessionId: session!.id, refreshToken };
  });
}

/**
 * Rotates a refresh token: the presented one is revoked and a new one issued
 * for the same session. Presenting an already-rotated token means it leaked
 * or was replayed, so the whole session is ended (GoTrue's reuse detection) —
 * except within GoTrue's reuse interval, when the same parent returns the same
 * child, so two tabs refreshing at once both stay signed in.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: string,
  reuseIntervalMs = 10_000,
  lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
) {
  const presentedHash = hashToken(presented);
  return db.transaction(async (tx) => {
    // The row lock serialises tabs presenting one parent, on any instance; the database's
    // clock decides "recent", so instances need not agree on the time.
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        revoked: refreshTokens.revoked,
        userId: authSessions.userId,
        sealedChild: refreshTokens.sealedChild,
        recent: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - make_interval(secs => ${reuseIntervalMs / 1000}), false)`,
        live: sql<boolean>`${sessionIsLive(lifetime)}`,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, presentedHash))
      .for('update');
    if (!row)
      throw new GoTrueError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    // Past its timebox or idle too long, the session ends for good, as in GoTrue.
    if (!row.live) {
      await tx.delete(authSessions).where(eq(authSessions.id, row.sessionId));
      return { expired: true as const };
    }
    const child =
      row.revoked && row.recent && row.sealedChild && openChild(row.sealedChild, presented);
    if (child) {
      return {
        reused: false as const,
        sessionId: row.sessionId,
        userId: row.userId,
        refreshToken: child,
      };
    }
    if (row.revoked) {
      await tx.delete(authSessions).where(eq(authSessions.id, row.sessionId));
      return { reused: true as const };
    }
    const refreshToken = newToken();
    await tx
      .update(refreshTokens)
      .set({
        revoked: true,
        rotatedAt: sql`now()`,
        sealedChild: reuseIntervalMs > 0 ? sealChild(refreshToken, presented) : null,
      })
      .where(eq(refreshTokens.id, row.id));
    await tx
      .insert(refreshTokens)
      .values({ sessionId: row.sessionId, tokenHash: hashToken(refreshToken) });
    await tx
      .update(authSessions)
      .set({ updatedAt: new Date() })
      .where(eq(authSessions.id, row.sessionId));
    return { reused: false as const, sessionId: row.sessionId, userId: row.userId, refreshToken };
  });
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(db: Db, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === 'local') {
    await db.delete(authSessions).where(eq(authSessions.id, sessionId));
  } else if (scope === 'global') {
    await db.delete(authSessions).where(eq(authSessions.userId, userId));
  } else {
    await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId)));
  }
}
