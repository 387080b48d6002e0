import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { currentUser } from './current-user';
import { GoTrueError } from './gotrue-error';
import { endSessions, type LogoutScope } from './sessions';
import { toGoTrueUser } from './user-json';
import { actorOf, recordAccountAudit } from './account-audit';
import type { Db } from '@switchboard/server-kit/db/connect';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export function registerUserRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const current = currentUser(ctx);

  app.get('/user', async (request) => toGoTrueUser((await current(request)).user));

  app.post<{ Querystring: { scope?: string } }>('/logout', async (request, reply) => {
    const scope = (request.query.scope ?? 'global') as LogoutScope;
    if (!SCOPES.includes(scope))
      throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await current(request);
    await db.transaction(async (tx) => {
      await endSessions(tx as unknown as Db, user.id, sessionId, scope);
      await recordAccountAudit(tx as unknown as Db, actorOf(user), 'sign-out', user, {
        scope: { before: null, after: scope },
      });
    });
    return reply.status(204).send();
  });
}
