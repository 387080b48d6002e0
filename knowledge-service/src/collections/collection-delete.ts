import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { Db } from '@switchboard/server-kit/db/connect';
import { recordChange } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { kbChunks, kbCollections, kbDocuments, kbWebpages } from '../kb-schema';
import { nextVersion } from '../row-version';
import { serviceRow } from '../service-rows';
import { collectionExists } from './collection-queries';

const COLLECTION_NOT_FOUND = 'Collection not found';

const deleteQuery = z.object({
  move_to: z
    .string({ error: 'move_to must be a collection id' })
    .trim()
    .min(1, { error: 'move_to must be a collection id' })
    .max(100)
    .optional(),
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deleting a collection never deletes what it holds: a collection with documents or web
 * pages is refused (409) unless the caller names another collection to move them to, and
 * then the move (their chunks too, which carry the collection for search) and the delete
 * are one transaction.
 */
export function registerCollectionDelete(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  app.delete<{ Params: { slug: string; id: string }; Querystring: unknown }>(
    '/collections/:id',
    async (request) => {
      const service = request.kbService.slug;
      const { id } = request.params;
      const { move_to: moveTo } = parseOrThrow(deleteQuery, request.query);
      if (moveTo === id) throw badRequest('move_to must name another collection');
      if (moveTo !== undefined && !(await collectionExists(db, service, moveTo)))
        throw badRequest('move_to must name another collection of this bot');
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const inCollection = <T extends typeof kbDocuments | typeof kbWebpages>(table: T) =>
          and(eq(table.service, service), eq(table.collectionId, id));
        const [deleted] = await tx
          .delete(kbCollections)
          .where(serviceRow(kbCollections, service, id))
          .returning();
        if (!deleted) throw notFound(COLLECTION_NOT_FOUND);
        const audited = { action: 'delete', kind: 'collection', id, name: deleted.name } as const;
        const before = { name: deleted.name, description: deleted.description, type: deleted.type };
        if (moveTo === undefined) {
          const [documents] = await tx
            .select({ n: count() })
            .from(kbDocuments)
            .where(inCollection(kbDocuments));
          const [webpages] = await tx
            .select({ n: count() })
            .from(kbWebpages)
            .where(inCollection(kbWebpages));
          // Throwing rolls the delete back.
          if (documents!.n + webpages!.n > 0)
            throw new ApiError(
              409,
              `The collection still holds ${plural(documents!.n, 'document', 'documents')} and ${plural(webpages!.n, 'web page', 'web pages')}: move them to another collection or delete them first`,
            );
          await recordChange(ctx, tx, request, { ...audited, before });
          return { message: 'Collection deleted', id, moved: { documents: 0, webpages: 0 } };
        }
        const movedDocuments = await tx
          .update(kbDocuments)
          .set({ collectionId: moveTo, updatedAt: nextVersion(kbDocuments.updatedAt) })
          .where(inCollection(kbDocuments))
          .returning({ id: kbDocuments.id });
        const movedWebpages = await tx
          .update(kbWebpages)
          .set({ collectionId: moveTo, updatedAt: nextVersion(kbWebpages.updatedAt) })
          .where(inCollection(kbWebpages))
          .returning({ id: kbWebpages.id });
        await tx
          .update(kbChunks)
          .set({ collectionId: moveTo })
          .where(and(eq(kbChunks.service, service), eq(kbChunks.collectionId, id)));
        const moved = { documents: movedDocuments.length, webpages: movedWebpages.length };
        await recordChange(ctx, tx, request, {
          ...audited,
          before,
          after: {
            moved_to: moveTo,
            moved_documents: moved.documents,
            moved_webpages: moved.webpages,
          },
        });
        return {
          message: 'Collection deleted',
          id,
          moved,
        };
      });
    },
  );
}
