import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditChanges, recordAudit } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { requestActor } from '../request-actor';
import { businesses, businessTypes } from '../../db/schema';
import { conflict, notFound } from '@switchboard/server-kit/http/api-error';
import type { PlatformContext } from '../../platform-context';
import { assertVersion } from '../row-version';
import { versionedRows } from '../versioned-rows';
import { businessTypeCreateSchema, businessTypeUpdateSchema } from '@switchboard/domain';

type IdParams = { Params: { id: string } };

export function registerBusinessTypeRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const rows = versionedRows(db, businessTypes, 'Business type');

  app.get('/business-types', async () =>
    db.select().from(businessTypes).orderBy(asc(businessTypes.name)),
  );
  app.get<IdParams>('/business-types/:id', async (request) => rows.get(request));
  app.post('/business-types', async (request, reply) =>
    rows.create(request, reply, businessTypeCreateSchema),
  );
  app.put<IdParams>('/business-types/:id', async (request) =>
    rows.update(request, businessTypeUpdateSchema),
  );

  // A type in use is kept (409) rather than silently un-typing its businesses; see README.
  app.delete<IdParams>('/business-types/:id', async (request) => {
    const id = rows.id(request.params.id);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(businessTypes)
        .where(eq(businessTypes.id, id))
        .for('update');
      if (!row) throw notFound('Business type not found');
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
      await recordAudit(tx as unknown as Db, {
        actor: requestActor(request),
        action: 'delete',
        kind: 'business-type',
        entityId: id,
        entityName: row.name,
        changes: auditChanges(row, null),
      });
      return { message: 'Business type deleted', id };
    });
  });
}
