import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { definedOnly, idOrNotFound, parseOrThrow } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { guardedWrite, nextUpdatedAt } from '../row-version';
import { businessPage } from './business-page';
import { parseBusinessPageQuery, wantsBusinessPage } from './business-page-query';
import { businessCreateSchema, businessUpdateSchema } from '@switchboard/domain';

const NOT_FOUND = 'Business not found';
type IdParams = { Params: { id: string } };

export function registerBusinessRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  // With any page parameter (limit, offset, q, sort, name, industry, businessTypeId) the
  // answer is a page, `{ items, total, limit, offset }`; the plain call answers as before.
  app.get('/businesses', async (request) => {
    if (wantsBusinessPage(request.query)) {
      return businessPage(db, parseBusinessPageQuery(request.query));
    }
    return db.select().from(businesses).orderBy(desc(businesses.createdAt), businesses.id);
  });

  const find = async (id: string) => {
    const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
    return row;
  };

  app.get<IdParams>('/businesses/:id', async (request) => {
    const row = await find(idOrNotFound(request.params.id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  });

  app.post('/businesses', async (request, reply) => {
    const body = parseOrThrow(businessCreateSchema, request.body);
    const [row] = await db.insert(businesses).values(body).returning();
    return reply.status(201).send(row);
  });

  app.put<IdParams>('/businesses/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const changes = definedOnly(parseOrThrow(businessUpdateSchema, request.body));
    if (Object.keys(changes).length === 0) throw badRequest('No business fields to update');
    return guardedWrite(businesses.updatedAt, {
      request,
      notFoundMessage: NOT_FOUND,
      current: () => find(id),
      write: async (version) => {
        const [row] = await db
          .update(businesses)
          .set({ ...changes, updatedAt: nextUpdatedAt(businesses.updatedAt) })
          .where(and(eq(businesses.id, id), version))
          .returning();
        return row;
      },
    });
  });

  app.delete<IdParams>('/businesses/:id', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const row = await guardedWrite(businesses.updatedAt, {
      request,
      notFoundMessage: NOT_FOUND,
      current: () => find(id),
      write: async (version) => {
        const [deleted] = await db
          .delete(businesses)
          .where(and(eq(businesses.id, id), version))
          .returning({ id: businesses.id });
        return deleted;
      },
    });
    return { message: 'Business deleted', id: row.id };
  });
}
