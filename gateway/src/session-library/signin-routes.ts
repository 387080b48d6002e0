import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { sendError } from '../http/send-error';
import { fields, goTo, originOf } from './auth-request';
import { sameOriginPath } from './callback-url';
import { CSRF_COOKIE_NAME, verifyCsrf } from './csrf-token';
import { liveSession } from './live-session';
import type { ProvidersSource } from './providers';
import { toStoredSession, writeSession } from './session-cookie-store';

const SIGN_IN_PAGE = '/auth/login';
type ProviderParams = { Params: { provider?: string } };

/**
 * No provider list at all is a configuration fault (→ /error); an unknown
 * provider goes back to the sign-in entry. Null once the browser has been sent on.
 */
async function knownProvider(
  request: FastifyRequest<ProviderParams>,
  reply: FastifyReply,
  providers: ProvidersSource,
): Promise<boolean> {
  const list = providers();
  if (!list || Object.keys(list).length === 0) {
    await goTo(request, reply, '/error');
    return false;
  }
  const { provider } = request.params;
  if (provider !== undefined && !list[provider]) {
    await goTo(request, reply, '/api/auth/signin');
    return false;
  }
  return true;
}

/** GET and POST signin, POST callback: the credentials flow against the platform. */
export function registerSigninRoutes(
  app: FastifyInstance,
  ctx: GatewayContext,
  providers: ProvidersSource,
) {
  async function showSignin(request: FastifyRequest<ProviderParams>, reply: FastifyReply) {
    if (!(await knownProvider(request, reply, providers))) return reply;
    const query = request.query as { callbackUrl?: string };
    const callbackUrl = sameOriginPath(query.callbackUrl, originOf(request)) ?? '/';
    if (await liveSession(request, reply, ctx)) return goTo(request, reply, callbackUrl);
    return goTo(
      request,
      reply,
      `${SIGN_IN_PAGE}?error=SessionRequired&callbackUrl=${encodeURIComponent(callbackUrl)}`,
    );
  }

  async function signIn(request: FastifyRequest<ProviderParams>, reply: FastifyReply) {
    if (!(await knownProvider(request, reply, providers))) return reply;
    const body = fields(request.body);
    if (!verifyCsrf(ctx.config.gatewaySecret, request.cookies[CSRF_COOKIE_NAME], body.csrfToken)) {
      return sendError(reply, 403, 'MissingCSRF', {
        message: 'CSRF token was missing or invalid: fetch /api/auth/csrf and send it back',
      });
    }
    const callbackUrl = body.callbackUrl
      ? sameOriginPath(body.callbackUrl, originOf(request))
      : '/';
    if (callbackUrl === null) return sendError(reply, 400, 'INVALID_CALLBACK_URL_ERROR');
    const failed = `${SIGN_IN_PAGE}?error=CredentialsSignin`;
    if (!body.email || !body.password) return goTo(request, reply, failed);
    const grant = await ctx.platform.passwordGrant(body.email, body.password, request.ip);
    if (grant.status !== 200 || !grant.body?.access_token) return goTo(request, reply, failed);
    writeSession(request, reply, toStoredSession(grant.body));
    return goTo(request, reply, callbackUrl);
  }

  app.get('/api/auth/signin', showSignin);
  app.get('/api/auth/signin/:provider', showSignin);
  app.post('/api/auth/signin/:provider', signIn);
  app.post('/api/auth/callback/:provider', signIn);
}
