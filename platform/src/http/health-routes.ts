import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PlatformContext } from '../platform-context';
import { diskFull } from '@switchboard/server-kit/db/disk-full';

const SHUTTING_DOWN = 'the instance is shutting down';

/**
 * Liveness (`/health`: the process answers) and readiness (`/readyz`: the database and the
 * job queue answer, and the instance is not shutting down), for a load balancer or an
 * orchestrator to route traffic by.
 */
export function registerHealthRoutes(app: FastifyInstance, context: PlatformContext): void {
  const { database, jobs, stop } = context;
  app.get('/health', async () => ({ status: 'ok', database: database.kind }));
  app.get('/readyz', async (_request, reply) => {
    // A stopping instance answers at once: its database may be busy with the very work the
    // stop is waiting for, and a load balancer must learn to stop sending now.
    if (stop.draining) {
      return reply.status(503).send({
        status: 'unavailable',
        error: 'Not ready',
        checks: { shutdown: SHUTTING_DOWN },
      });
    }
    const checks: Record<string, string> = {};
    const check = async (name: string, probe: () => Promise<unknown>) => {
      try {
        await probe();
        checks[name] = 'ok';
      } catch (error) {
        checks[name] = error instanceof Error ? error.message : String(error);
      }
    };
    await check('database', () => database.db.execute(sql`SELECT 1`));
    await check('queue', () => jobs.check());
    const full = diskFull.reason();
    if (full) checks.storage = full;
    if (stop.draining) checks.shutdown = SHUTTING_DOWN;
    const ready = Object.entries(checks).every(
      ([name, value]) => name !== 'shutdown' && value === 'ok',
    );
    return reply
      .status(ready ? 200 : 503)
      .send(
        ready ? { status: 'ready', checks } : { status: 'unavailable', error: 'Not ready', checks },
      );
  });
}
