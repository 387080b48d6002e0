import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { GoTrueError } from './gotrue-error';
import { registerTokenRoute } from './token-route';
import { registerUserRoutes } from './user-routes';
import { registerAdminRoutes } from './admin-routes';
import { registerInviteRoutes } from './invite-routes';
import { registerVerifyRoutes } from './verify-routes';

const API_VERSION = '2024-01-01';

/** GoTrue-compatible auth, mounted at /auth/v1. */
export async function authPlugin(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-supabase-api-version', API_VERSION);
    if (request.method === 'OPTIONS') return;
    const apikey = request.headers.apikey;
    // Like the hosted gateway: the anon key identifies the client app, not the user.
    if (apikey === undefined)
      throw new GoTrueError(401, 'no_api_key', 'No API key found in request');
    if (apikey !== ctx.config.anonKey)
      throw new GoTrueError(401, 'invalid_api_key', 'Invalid API key');
  });
  registerTokenRoute(app, ctx);
  registerUserRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerVerifyRoutes(app, ctx);
}
