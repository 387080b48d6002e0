import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import { both } from './route-paths';

/**
 * `GET /<name>`: the first `limit` rows of the asking service, as `{ <name>: [...], total,
 * limit }` with the total the service has in all.
 */
export function registerListRoute<Row>(
  app: FastifyInstance,
  name: string,
  query: z.ZodType<{ limit: number }>,
  serviceRows: { list(service: string, limit: number): Promise<{ rows: Row[]; total: number }> },
  toJson: (row: Row) => unknown,
): void {
  both(app, 'GET', `/${name}`, async (request) => {
    const { limit } = parseOrThrow(query, request.query);
    const { rows, total } = await serviceRows.list(request.kbService.slug, limit);
    return { [name]: rows.map(toJson), total, limit };
  });
}
