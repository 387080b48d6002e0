import type { FastifyError, FastifyInstance } from 'fastify';
import { UpstreamError, failureStatus } from '../outbound/upstream-errors';
import { PlatformUnavailable } from '../platform-api/platform-client';

/**
 * For the proxy and session scopes: an unreachable platform or upstream is a 502 that
 * says so; anything else goes on to the app-wide handler.
 */
export function registerGatewayErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PlatformUnavailable) {
      request.log.warn(error.message);
      return reply.code(502).send({ error: error.message });
    }
    if (error instanceof UpstreamError) {
      return reply.code(failureStatus(error)).send({ error: error.message });
    }
    throw error;
  });
}
