import { isBotAdmin } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import { authenticate, BearerError, type AuthenticatedUser } from '../auth/bearer';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import type { PlatformContext } from '../platform-context';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
}

const UNAUTHORISED: Record<BearerError['reason'], string> = {
  missing: 'Authentication required: send an access token as "Authorization: Bearer <token>"',
  invalid: 'Invalid or expired access token',
  session_ended: 'Session has ended; sign in again',
};

/**
 * Every Bots API route serves bot admins only: a live session whose RoleName
 * is superuser or admin and whose e-mail passes the console's admin-area rule.
 */
export function registerAdminGuard(app: FastifyInstance, ctx: PlatformContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    try {
      request.auth = await authenticate(ctx.database.db, ctx.config, request);
    } catch (error) {
      if (error instanceof BearerError) throw new ApiError(401, UNAUTHORISED[error.reason]);
      throw error;
    }
    const { roleName, email } = request.auth.user;
    if (!isBotAdmin(roleName, email, ctx.config.adminAccess)) {
      throw new ApiError(
        403,
        'Forbidden: the Bots API is for bot admins (role superuser or admin with an admin-area e-mail)',
      );
    }
  });
}
