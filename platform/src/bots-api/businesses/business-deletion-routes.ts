import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditChanges, recordAudit } from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { notFound } from '@switchboard/server-kit/http/api-error';
import { rememberAnswer } from '@switchboard/server-kit/http/idempotency';
import { idOrNotFound } from '@switchboard/server-kit/http/validate';
import { businesses } from '../../db/schema';
import type { PlatformContext } from '../../platform-context';
import { requestActor } from '../request-actor';

type IdParams = { Params: { id: string } };

const NOT_FOUND = 'Business not found';

/**
 * The platform's side of the gateway's "delete a business with its collection"
 * (docs/architecture.md, "Operations across services"): whether another business names the
 * collection (then the knowledge service keeps it), and the delete itself, which records the
 * operation's Idempotency-Key in its transaction so a retry is answered from here. The
 * collection is the knowledge service's: the platform never touches it.
 */
export function registerBusinessDeletionRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get<IdParams>('/businesses/:id/collection-use', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    const [business] = await db
      .select({ name: businesses.name, collectionId: businesses.collectionId })
      .from(businesses)
      .where(eq(businesses.id, id));
    if (!business) throw notFound(NOT_FOUND);
    const { collectionId } = business;
    return {
      name: business.name,
      collectionId,
      otherBusinesses: collectionId ? await othersNaming(db, collectionId, id) : 0,
    };
  });

  app.post<IdParams>('/businesses/:id/deletion', async (request) => {
    const id = idOrNotFound(request.params.id, NOT_FOUND);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [deleted] = await tx.delete(businesses).where(eq(businesses.id, id)).returning();
      if (!deleted) throw notFound(NOT_FOUND);
      // The entry commits with the delete and its key, as the plain DELETE's does.
      await recordAudit(tx, {
        actor: requestActor(request),
        action: 'delete',
        kind: 'business',
        entityId: deleted.id,
        entityName: deleted.name,
        changes: auditChanges(deleted, null),
      });
      const answer = { message: 'Business deleted', id: deleted.id };
      await rememberAnswer(tx, request, 200, answer);
      return answer;
    });
  });
}

async function othersNaming(db: Db, collectionId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .where(and(eq(businesses.collectionId, collectionId), ne(businesses.id, exceptId)));
  return row!.n;
}
