import type { FastifyReply } from 'fastify';

/**
 * Answers `{ error }` directly: the app-wide error handler hides 5xx messages, but a 502
 * must say what upstream did so the console can show it.
 */
export function sendError(reply: FastifyReply, status: number, error: string, extra = {}) {
  return reply.code(status).send({ error, ...extra });
}
