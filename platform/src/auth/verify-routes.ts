import { passwordProblem } from '@switchboard/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@switchboard/server-kit/db/connect';
import { users } from '../db/schema';
import type { PlatformContext } from '../platform-context';
import { actorOf, recordAccountAudit } from './account-audit';
import { isBanned } from './account-status';
import { currentUser } from './current-user';
import { GoTrueError } from './gotrue-error';
import { consumeLink } from './one-time-links';
import { parseGoTrueBody } from './parse-body';
import { hashPassword } from './passwords';
import { sessionResponder } from './session-response';
import { createSession } from './sessions';
import { toGoTrueUser } from './user-json';

const verifyBody = z.object({
  type: z.enum(['invite', 'recovery']),
  token_hash: z.string().min(1).max(256),
});
const passwordBody = z.object({ password: z.string().max(1024) });

/**
 * GoTrue's verify step for invitation and reset links, then PUT /user to choose the
 * password: the link signs its holder in once, and the password is set with that session.
 */
export function registerVerifyRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const current = currentUser(ctx);
  const sessionResponse = sessionResponder(ctx);

  app.post('/verify', async (request) => {
    const { type, token_hash: token } = parseGoTrueBody(verifyBody, request.body);
    const { user, session } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const userId = await consumeLink(tx, type, token);
      const [row] = await tx
        .update(users)
        .set({
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          lastSignInAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row || isBanned(row)) throw new GoTrueError(400, 'user_banned', 'User is banned');
      const created = await createSession(tx, row.id);
      await recordAccountAudit(tx, actorOf(row), 'sign-in', row, {
        via: { before: null, after: type === 'invite' ? 'invitation link' : 'reset link' },
      });
      return { user: row, session: created };
    });
    return sessionResponse(user, session.sessionId, session.refreshToken);
  });

  app.put('/user', async (request) => {
    const { user } = await current(request);
    const { password } = parseGoTrueBody(passwordBody, request.body);
    const problem = passwordProblem(password, user.email);
    if (problem) throw new GoTrueError(422, 'weak_password', problem);
    const passwordHash = await hashPassword(password);
    const updated = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      // The entry says the password changed, never what to (the recorder hides hashes too).
      await recordAccountAudit(tx, actorOf(user), 'set-password', user);
      return row!;
    });
    return toGoTrueUser(updated);
  });
}
