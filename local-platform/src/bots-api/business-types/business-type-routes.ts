import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses, businessTypes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { assertVersion, guardedWrite, nextUpdatedAt } from '../row-version';
import { businessTypeCreateSchema, businessTypeUpdateSchema } from '@switchboard/domain';

const NOT_FOUND = 'Business type not found';
type IdParams = { Params: { id: string } };

export function registerBusinessTypeRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/business-types', async () =>
    db.select().from(businessTypes).orderBy(asc(businessTypes.name)),
  );

  const find = async (id: string) => {
    const [row] = await db.select().from(businessTypes).where(eq(businessTypes.id, id));
    return row;
  };

  app.get<IdParams>('/business-types/:id', async (request) => {
    const row = await find(idOrNotFound(request.params.id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  });

  app.post('/business-types', async (request, reply) => {
    const body = parseOrThrow(businessTypeCreateSchema, request.body);
    const [row] = await db.insert(businessTypes).values(body).returning();
    return reply.status(201).send(row);
  });

  app.put<IdParams>('/business-types/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const changes = definedOnly(parseOrThrow(businessTypeUpdateSchema, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No business type fields to update');
    return guardedWrite(businessTypes.updatedAt, {
      request,
      notFoundMessage: NOT_FOUND,
      current: () => find(id),
      write: async (version) => {
        const [row] = await db
          .update(businessTypes)
          .set({ ...changes, updatedAt: nextUpdatedAt(businessTypes.updatedAt) })
          .where(and(eq(businessTypes.id, id), version))
          .returning();
        return row;
      },
    });
  });

  // A type in use is kept (409) rather than silently un-typing its businesses; see README.
  app.delete<IdParams>('/business-types/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(businessTypes)
        .where(eq(businessTypes.id, id))
        .for('update');
      if (!row) throw notFound(NOT_FOUND);
      assertVersion(request, row);
      const [usage] = await tx
        .select({ n: count() })
        .from(businesses)
        .where(eq(businesses.businessTypeId, id));
      const inUse = Number(usage?.n ?? 0);
      if (inUse > 0) {
        throw conflict(
          `Business type is used by ${inUse} business${inUse === 1 ? '' : 'es'}; reassign or delete ${inUse === 1 ? 'it' : 'them'} first`,
        );
      }
      await tx.delete(businessTypes).where(eq(businessTypes.id, id));
      return { message: 'Business type deleted', id };
    });
  });
}
