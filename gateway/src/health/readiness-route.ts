import type { FastifyInstance } from 'fastify';

const PROBE_TIMEOUT_MS = 3_000;

/**
 * Readiness for a load balancer: the gateway holds no state of its own, so it is ready
 * when the platform behind it answers its own readiness and it is not shutting down.
 */
export function registerReadiness(
  app: FastifyInstance,
  platformUrl: string,
  draining: () => boolean,
): void {
  app.get('/readyz', async (_request, reply) => {
    if (draining())
      return reply
        .status(503)
        .send({ status: 'unavailable', error: 'The gateway is shutting down' });
    try {
      const answer = await fetch(`${platformUrl}/readyz`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      if (answer.ok) return { status: 'ready', checks: { platform: 'ok' } };
      return reply.status(503).send({
        status: 'unavailable',
        error: `The platform is not ready (HTTP ${answer.status})`,
        checks: { platform: `HTTP ${answer.status}` },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return reply.status(503).send({
        status: 'unavailable',
        error: `The platform does not answer: ${reason}`,
        checks: { platform: reason },
      });
    }
  });
}
