import type { FastifyError, FastifyInstance } from 'fastify';

/** Every failure answers JSON `{ error }`; a client's mistake is a 4xx, never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message = error.validation ? `Invalid request: ${error.message}` : error.message;
    return reply.code(status).send({ error: status >= 500 ? 'Internal error' : message });
  });
}
