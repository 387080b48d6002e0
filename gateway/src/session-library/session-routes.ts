import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway-context';
import { CSRF_COOKIE_NAME, issueCsrf } from './csrf-token';
import { liveSession } from './live-session';
import type { ProvidersSource } from './providers';

/** GET csrf, providers and session: what a session-library client reads. */
export function registerSessionRoutes(
  app: FastifyInstance,
  ctx: GatewayContext,
  providers: ProvidersSource,
) {
  app.get('/api/auth/csrf', async (request, reply) => {
    const { token, cookie } = issueCsrf(
      ctx.config.gatewaySecret,
      request.cookies[CSRF_COOKIE_NAME],
    );
    reply.header('cache-control', 'no-store').setCookie(CSRF_COOKIE_NAME, cookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
    return { csrfToken: token };
  });

  app.get('/api/auth/providers', async () => providers() ?? {});

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const live = await liveSession(request, reply, ctx);
    if (!live) return {};
    const { user } = live;
    return {
      user: {
        name: user.user_metadata?.username ?? user.email ?? null,
        email: user.email ?? null,
        image: null,
        RoleName: user.user_metadata?.RoleName ?? null,
      },
      expires: new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000).toISOString(),
    };
  });
}
