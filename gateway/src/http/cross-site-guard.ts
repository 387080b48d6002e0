import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, mayReachApi, oddSpelling, pathOf } from './request-path';
import { sendError } from './send-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What the console's HTTP client sends on every call; a plain form or beacon cannot. */
export const REQUESTED_WITH_HEADER = 'x-requested-with';
const FORM_ROUTES = '/api/auth/';

function foreignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects) or garbage
  }
}

/**
 * Cross-site request forgery: the session cookie is SameSite=Lax, which still rides along
 * on requests from another port of the same host. Every state-changing `/api/` call must
 * come from this origin (Origin and Sec-Fetch-Site, when the browser sends them) and carry
 * a header a cross-site page cannot add without a CORS preflight, which this gateway never
 * grants. The session-library routes (`/api/auth/*`) check their own CSRF token instead,
 * since HTML forms and beacons post there.
 *
 * The router decodes the path (`/%61pi/` reaches `/api/` routes), so the raw URL alone
 * cannot say which calls are guarded: this hook runs after routing and guards a call when
 * its matched route is a server route or any decoding of its path could make it one. Such
 * a path must then be spelled the one way the console spells it, so that every later reader
 * of the raw URL (the proxies build their targets from it) sees what the router saw.
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    const path = pathOf(request.url);
    if (!route?.startsWith(API_PREFIX) && !mayReachApi(path)) return;
    const odd = oddSpelling(request.url);
    if (odd) return sendError(reply, 400, `Invalid path: ${odd}`);
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (
      foreignOrigin(request) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    ) {
      return sendError(reply, 403, 'Cross-site request refused');
    }
    if ((route ?? path).startsWith(FORM_ROUTES)) return;
    if (!request.headers[REQUESTED_WITH_HEADER] && !request.headers.authorization) {
      return sendError(
        reply,
        403,
        'Cross-site request refused: the X-Requested-With header is missing',
      );
    }
  });
}
