import type { FastifyInstance } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { BudgetStore } from '../limits/shared-budget';

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

/**
 * POST /api/auth/_log: browser log lines (remote-load failures) reach the server log, at
 * most `perMinute` per client address across every gateway sharing `budgets`' store.
 */
export async function clientLogRoute(
  app: FastifyInstance,
  options: { perMinute: number; budgets: BudgetStore },
) {
  const budget = options.budgets.budget({
    keyPrefix: 'client-log',
    points: options.perMinute,
    duration: 60,
  });
  app.post<{ Body: ClientLogBody }>(
    '/api/auth/_log',
    {
      schema: { body: bodySchema },
      bodyLimit: 8 * 1024,
      // Counted before the body is read, so malformed lines spend the budget too.
      onRequest: async (request, reply) => {
        try {
          await budget.consume(request.ip);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          return reply
            .code(429)
            .header('retry-after', String(retryAfter))
            .send({ error: `Too many log lines: try again in ${retryAfter} seconds` });
        }
      },
    },
    async (request, reply) => {
      const { level, message, source, remote } = request.body;
      request.log[level]({ client: true, source, remote }, message);
      return reply.code(204).send();
    },
  );
}
