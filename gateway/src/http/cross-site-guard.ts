import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './send-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What the console's HTTP client sends on every call; a plain form or beacon cannot. */
export const REQUESTED_WITH_HEADER = 'x-requested-with';

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
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (
      foreignOrigin(request) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    ) {
      return sendError(reply, 403, 'Cross-site request refused');
    }
    if (request.url.startsWith('/api/auth/')) return;
    if (!request.headers[REQUESTED_WITH_HEADER] && !request.headers.authorization) {
      return sendError(
        reply,
        403,
        'Cross-site request refused: the X-Requested-With header is missing',
      );
    }
  });
}
