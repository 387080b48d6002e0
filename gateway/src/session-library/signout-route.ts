import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import { fields, goTo, originOf } from './auth-request';
import { sameOriginPath } from './callback-url';
import { CSRF_COOKIE_NAME, verifyCsrf } from './csrf-token';
import { endPlatformSession } from './end-platform-session';
import { clearSession, readSession } from './session-cookie-store';

export const SIGNOUT_FAILED =
  'Sign-out failed: the platform could not end the session, which is still active. Try again.';

/**
 * POST signout: ends the session at the platform and clears the shared cookie. When the
 * platform cannot end it, the answer says so (502) and the cookie stays, so a retry still
 * holds the refresh token that can end it.
 */
export function registerSignoutRoute(app: FastifyInstance, ctx: GatewayContext) {
  app.post('/api/auth/signout', async (request, reply) => {
    const body = fields(request.body);
    if (!verifyCsrf(ctx.config.gatewaySecret, request.cookies[CSRF_COOKIE_NAME], body.csrfToken)) {
      return sendError(reply, 403, 'MissingCSRF', {
        message: 'CSRF token was missing or invalid: fetch /api/auth/csrf and send it back',
      });
    }
    const session = readSession(request);
    if (session && !(await endPlatformSession(ctx, session))) {
      request.log.warn('sign-out: the platform did not end the session');
      return sendError(reply, 502, SIGNOUT_FAILED);
    }
    clearSession(request, reply);
    return goTo(
      request,
      reply,
      sameOriginPath(body.callbackUrl, originOf(request)) ?? '/auth/login',
    );
  });
}
