import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../db/schema';
import type { PlatformContext } from '../platform-context';
import { clientAddress } from './client-address';
import { GoTrueError, invalidCredentials } from './gotrue-error';
import { verifyPassword } from './passwords';
import { createSession, rotateRefreshToken } from './sessions';
import { sessionResponder } from './session-response';
import { isBanned } from './account-status';
import { actorOf, recordAccountAudit } from './account-audit';
import type { Db } from '@switchboard/server-kit/db/connect';

const passwordBody = z.object({
  email: z.string().max(320).optional(),
  phone: z.string().max(64).optional(),
  password: z.string().max(1024).optional(),
});
const refreshBody = z.object({ refresh_token: z.string().max(512).optional() });

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success)
    throw new GoTrueError(400, 'validation_failed', 'Request body has fields of the wrong type');
  return result.data;
}

export function registerTokenRoute(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const sessionResponse = sessionResponder(ctx);

  async function passwordGrant(body: unknown, address: string) {
    const { email, password } = parseBody(passwordBody, body);
    if (!email || !password) {
      throw new GoTrueError(
        400,
        'validation_failed',
        'Only an email address or phone number should be provided on login.',
      );
    }
    const normalised = email.trim().toLowerCase();
    await ctx.passwordLimiter.consume({ email: normalised, address });
    const [user] = await db.select().from(users).where(eq(users.email, normalised)).limit(1);
    if (!(await verifyPassword(password, user?.passwordHash ?? undefined)) || !user) {
      await recordAccountAudit(db, { id: null, email: normalised }, 'sign-in-failed', {
        id: user?.id ?? null,
        email: normalised,
      });
      throw invalidCredentials();
    }
    // After the password check, so a guesser cannot learn which accounts are disabled.
    if (isBanned(user)) {
      await recordAccountAudit(db, actorOf(user), 'sign-in-failed', user, {
        reason: { before: null, after: 'account disabled' },
      });
      throw new GoTrueError(400, 'user_banned', 'User is banned');
    }
    const { signedIn, session } = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      const created = await createSession(tx as unknown as Db, user.id);
      await recordAccountAudit(tx as unknown as Db, actorOf(user), 'sign-in', user);
      return { signedIn: row!, session: created };
    });
    return sessionResponse(signedIn, session.sessionId, session.refreshToken);
  }

  async function refreshGrant(body: unknown) {
    const { refresh_token: presented } = parseBody(refreshBody, body);
    if (!presented) throw new GoTrueError(400, 'validation_failed', 'refresh_token is required');
    const rotated = await rotateRefreshToken(
      db,
      presented,
      ctx.config.refreshReuseIntervalSeconds * 1000,
      ctx.config.sessionLifetime,
    );
    if ('expired' in rotated)
      throw new GoTrueError(403, 'session_expired', 'Invalid Refresh Token: Session Expired');
    if (rotated.reused)
      throw new GoTrueError(
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
      );
    const [user] = await db.select().from(users).where(eq(users.id, rotated.userId)).limit(1);
    if (!user || isBanned(user))
      throw new GoTrueError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    return sessionResponse(user, rotated.sessionId, rotated.refreshToken);
  }

  app.post<{ Querystring: { grant_type?: string } }>('/token', async (request) => {
    switch (request.query.grant_type) {
      case 'password':
        return passwordGrant(request.body, clientAddress(request, ctx.config.serviceCredential));
      case 'refresh_token':
        return refreshGrant(request.body);
      default:
        throw new GoTrueError(400, 'validation_failed', 'unsupported_grant_type');
    }
  });
}
