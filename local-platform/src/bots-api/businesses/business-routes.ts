import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { createBusinessBody, updateBusinessBody } from './business-schemas';

const NOT_FOUND = 'Business not found';
type IdParams = { Params: { id: string } };

export function registerBusinessRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/businesses', async () =>
    db.select().from(businesses).orderBy(desc(businesses.createdAt), businesses.id),
  );

  app.get<IdParams>('/businesses/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  });

  app.post('/businesses', async (request, reply) => {
    const body = parseOrThrow(createBusinessBody, request.body);
    const [row] = await db.insert(businesses).values(body).returning();
    return reply.status(201).send(row);
  });

  app.put<IdParams>('/businesses/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const changes = definedOnly(parseOrThrow(updateBusinessBody, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No business fields to update');
    const [row] = await db.update(businesses).set(changes).where(eq(businesses.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  });

  app.delete<IdParams>('/businesses/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const [row] = await db
      .delete(businesses)
      .where(eq(businesses.id, id))
      .returning({ id: businesses.id });
    if (!row) throw notFound(NOT_FOUND);
    return { message: 'Business deleted', id: row.id };
  });
}
