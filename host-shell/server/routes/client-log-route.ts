import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

interface ClientLogBody {
  level: 'error' | 'warn' | 'info';
  message: string;
  source?: string;
  remote?: string;
}

const bodySchema = {
  type: 'object',
  required: ['level', 'message'],
  additionalProperties: false,
  properties: {
    level: { type: 'string', enum: ['error', 'warn', 'info'] },
    message: { type: 'string', minLength: 1, maxLength: 2000 },
    source: { type: 'string', maxLength: 100 },
    remote: { type: 'string', maxLength: 100 },
  },
} as const;

/** POST /api/auth/_log: browser log lines (remote-load failures) reach the server log. */
export async function clientLogRoute(app: FastifyInstance, options: { perMinute: number }) {
  await app.register(rateLimit, { global: false });
  app.post<{ Body: ClientLogBody }>(
    '/api/auth/_log',
    {
      schema: { body: bodySchema },
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { level, message, source, remote } = request.body;
      request.log[level]({ client: true, source, remote }, message);
      return reply.code(204).send();
    },
  );
}
