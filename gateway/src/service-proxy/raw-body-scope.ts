import type { FastifyInstance } from 'fastify';

/**
 * Leaves every request body unread so the handler can stream `request.raw` upstream:
 * multipart uploads pass through without being buffered or re-encoded here.
 */
export function leaveBodiesUnread(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
}

export const PROXIED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
