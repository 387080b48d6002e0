import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import { PlatformUnavailable } from '../platform-api/platform-client';
import { fields, goTo, originOf } from './auth-request';
import { sameOriginPath } from './callback-url';
import { CSRF_COOKIE_NAME, verifyCsrf } from './csrf-token';
import { clearSession, readSession } from './session-cookie-store';

/** POST signout: ends the session at the platform and clears the shared cookie. */
export function registerSignoutRoute(app: FastifyInstance, ctx: GatewayContext) {
  app.post('/api/auth/signout', async (request, reply) => {
    const body = fields(request.body);
    if (!verifyCsrf(ctx.config.gatewaySecret, request.cookies[CSRF_COOKIE_NAME], body.csrfToken)) {
      return sendError(reply, 403, 'MissingCSRF', {
        message: 'CSRF token was missing or invalid: fetch /api/auth/csrf and send it back',
      });
    }
    const session = readSession(request);
    if (session) {
      // The browser is signed out either way; an unreachable platform only delays the
      // end of the server-side session until its refresh token expires.
      await ctx.platform.logout(session.access_token).catch((error: unknown) => {
        if (!(error instanceof PlatformUnavailable)) throw error;
        request.log.warn(error.message);
      });
    }
    clearSession(request, reply);
    return goTo(
      request,
      reply,
      sameOriginPath(body.callbackUrl, originOf(request)) ?? '/auth/login',
    );
  });
}
