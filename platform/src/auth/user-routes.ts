import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { authenticate, BearerError } from './bearer';
import { GoTrueError } from './gotrue-error';
import { endSessions, type LogoutScope } from './sessions';
import { toGoTrueUser } from './user-json';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

function toGoTrueAuthError(error: unknown): unknown {
  if (!(error instanceof BearerError)) return error;
  switch (error.reason) {
    case 'missing':
      return new GoTrueError(
        401,
        'no_authorization',
        'This endpoint requires a valid Bearer token',
      );
    case 'session_ended':
      return new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    default:
      return new GoTrueError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token is expired or invalid',
      );
  }
}

export function registerUserRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const current = (request: FastifyRequest) =>
    authenticate(db, ctx.config, request).catch((error: unknown) => {
      throw toGoTrueAuthError(error);
    });

  app.get('/user', async (request) => toGoTrueUser((await current(request)).user));

  app.post<{ Querystring: { scope?: string } }>('/logout', async (request, reply) => {
    const scope = (request.query.scope ?? 'global') as LogoutScope;
    if (!SCOPES.includes(scope))
      throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await current(request);
    await endSessions(db, user.id, sessionId, scope);
    return reply.status(204).send();
  });
}
