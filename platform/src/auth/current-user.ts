import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { authenticate, BearerError } from './bearer';
import { GoTrueError } from './gotrue-error';

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

/** The signed-in caller of an auth route, or GoTrue's error for a missing or dead token. */
export function currentUser(ctx: PlatformContext) {
  return (request: FastifyRequest) =>
    authenticate(ctx.database.db, ctx.config, request).catch((error: unknown) => {
      throw toGoTrueAuthError(error);
    });
}
