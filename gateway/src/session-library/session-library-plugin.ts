import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import type { ProvidersSource } from './providers';
import { registerSessionRoutes } from './session-routes';
import { registerSigninRoutes } from './signin-routes';
import { registerSignoutRoute } from './signout-route';

/**
 * `/api/auth/*` as a NextAuth-style client expects it, on the one shared session cookie.
 * (`POST /api/auth/_log` lives in routes/client-log-route.ts.)
 */
export async function sessionLibraryRoutes(
  app: FastifyInstance,
  options: { ctx: GatewayContext; providers: ProvidersSource },
) {
  registerGatewayErrors(app);
  // The library posts HTML-form bodies; they are small.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  registerSessionRoutes(app, options.ctx, options.providers);
  registerSigninRoutes(app, options.ctx, options.providers);
  registerSignoutRoute(app, options.ctx);
}
