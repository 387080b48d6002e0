import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses } from '../../db/schema';
import type { PlatformContext } from '../../platform-context';
import { versionedRows } from '../versioned-rows';
import { businessPage } from './business-page';
import { registerBusinessDeletionRoutes } from './business-deletion-routes';
import { parseBusinessPageQuery, wantsBusinessPage } from './business-page-query';
import { businessCreateSchema, businessUpdateSchema } from '@switchboard/domain';

type IdParams = { Params: { id: string } };

export function registerBusinessRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const rows = versionedRows(db, businesses, 'Business');

  // With any page parameter (limit, offset, q, sort, name, industry, businessTypeId) the
  // answer is a page, `{ items, total, limit, offset }`; the plain call answers as before.
  app.get('/businesses', async (request) => {
    if (wantsBusinessPage(request.query)) {
      return businessPage(db, parseBusinessPageQuery(request.query));
    }
    return db.select().from(businesses).orderBy(desc(businesses.createdAt), businesses.id);
  });
  app.get<IdParams>('/businesses/:id', async (request) => rows.get(request));
  app.post('/businesses', async (request, reply) =>
    rows.create(request, reply, businessCreateSchema),
  );
  app.put<IdParams>('/businesses/:id', async (request) =>
    rows.update(request, businessUpdateSchema),
  );
  // The business alone: the console deletes one with its collection through the gateway
  // (business-deletion-routes.ts).
  app.delete<IdParams>('/businesses/:id', async (request) => rows.remove(request));
  registerBusinessDeletionRoutes(app, ctx);
}
