import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { authSessions, refreshTokens } from '../db/schema';
import { GoTrueError } from './gotrue-error';

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

interface RecentRotation {
  sessionId: string;
  userId: string;
  refreshToken: string;
  until: number;
}

/**
 * Children handed out in the last few seconds, by the parent's hash. Memory only, and only
 * for the reuse interval: the database keeps hashes, so a dump still hands out nothing.
 */
const recentRotations = new Map<string, RecentRotation>();

function forgetExpired(now: number): void {
  for (const [hash, rotation] of recentRotations)
    if (rotation.until <= now) recentRotations.delete(hash);
}

/**
 * Rotates a refresh token: the presented one is revoked and a new one issued
 * for the same session. Presenting an already-rotated token means it leaked
 * or was replayed, so the whole session is ended (GoTrue's reuse detection) —
 * except within GoTrue's reuse interval, when the same parent returns the same
 * child, so two tabs refreshing at once both stay signed in.
 */
export async function rotateRefreshToken(db: Db, presented: string, reuseIntervalMs = 10_000) {
  const presentedHash = hashToken(presented);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        revoked: refreshTokens.revoked,
        userId: authSessions.userId,
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
    const now = Date.now();
    forgetExpired(now);
    const recent = recentRotations.get(presentedHash);
    if (row.revoked && recent && recent.sessionId === row.sessionId) {
      return { reused: false as const, ...recent };
    }
    if (row.revoked) {
      await tx.delete(authSessions).where(eq(authSessions.id, row.sessionId));
      return { reused: true as const };
    }
    await tx.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.id, row.id));
    const refreshToken = newToken();
    await tx
      .insert(refreshTokens)
      .values({ sessionId: row.sessionId, tokenHash: hashToken(refreshToken) });
    await tx
      .update(authSessions)
      .set({ updatedAt: new Date() })
      .where(eq(authSessions.id, row.sessionId));
    const rotation = { sessionId: row.sessionId, userId: row.userId, refreshToken };
    if (reuseIntervalMs > 0)
      recentRotations.set(presentedHash, { ...rotation, until: now + reuseIntervalMs });
    return { reused: false as const, ...rotation };
  });
}

export async function sessionExists(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  return rows.length > 0;
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
