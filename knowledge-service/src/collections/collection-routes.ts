import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { ApiError, notFound } from '@switchboard/server-kit/http/api-error';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalText, LONG_TEXT } from '@switchboard/server-kit/http/fields';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { KbContext } from '../kb-context';
import { kbCollections } from '../kb-schema';
import { both } from '../route-paths';
import {
  DEFAULT_COLLECTION_TYPE,
  type Collection,
  type CollectionStatsAnswer,
} from '@switchboard/domain';
import { serviceRow } from '../service-rows';
import { auditedWrite } from '../audit/audited-write';
import { collectionExists, collectionStats } from './collection-queries';
import {
  consoleOperationKey,
  markPending,
  recordPendingWrite,
} from '../pending-writes/pending-writes';

const createCollectionBody = z.object({
  name: z
    .string({ error: 'Collection name is required' })
    .trim()
    .min(1, { error: 'Collection name is required' })
    // Businesses name their collections after themselves, and their names run to 500.
    .max(500, { error: 'Collection name must be at most 500 characters' }),
  description: optionalText(LONG_TEXT),
  type: z.string({ error: 'type must be text' }).trim().max(50).nullish(),
  // Both only when a collection is put back as it was: the gateway undoes its delete when
  // the rest of a "delete a business with its collection" operation is refused.
  id: z.string({ error: 'id must be text' }).trim().min(1).max(100).optional(),
  created_at: z.iso.datetime({ offset: true, error: 'created_at must be a date-time' }).optional(),
});

const renameBody = z
  .object({
    name: createCollectionBody.shape.name,
    description: optionalText(LONG_TEXT),
  })
  .strict();

/** A second collection of one bot under a name it already uses (any case) is refused. */
const nameTaken = (name: string) =>
  new ApiError(409, `A collection named "${name}" already exists: choose another name`);

async function nameIsFree(db: Db, service: string, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: kbCollections.id })
    .from(kbCollections)
    .where(
      and(
        eq(kbCollections.service, service),
        sql`lower(${kbCollections.name}) = lower(${name})`,
        exceptId ? ne(kbCollections.id, exceptId) : undefined,
      ),
    );
  return rows.length === 0;
}

const toJson = (row: typeof kbCollections.$inferSelect): Collection => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  created_at: row.createdAt.toISOString(),
});

const collectionChange = (row: Collection) =>
  ({ action: 'create', kind: 'collection', id: row.id, name: row.name }) as const;

/** Collections: counts, the list, create, rename (delete is collection-delete.ts). */
export function registerCollectionRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  both(app, 'GET', '/collection-stats', async (request) => {
    const collections = await collectionStats(db, request.kbService.slug);
    const sum = (key: 'documents' | 'webpages' | 'chunks') =>
      collections.reduce((total, row) => total + row[key], 0);
    return {
      service: request.kbService.slug,
      total_collections: collections.filter((row) => row.collection_id !== null).length,
      total_documents: sum('documents'),
      total_webpages: sum('webpages'),
      total_chunks: sum('chunks'),
      collections,
    } satisfies CollectionStatsAnswer;
  });

  app.get('/collection-stats/collections', async (request) => {
    const rows = await db
      .select()
      .from(kbCollections)
      .where(eq(kbCollections.service, request.kbService.slug))
      .orderBy(asc(kbCollections.createdAt), asc(kbCollections.id));
    return markPending(db, request.kbService.slug, 'collection', rows.map(toJson));
  });

  both(app, 'POST', '/collection-stats', async (request, reply) => {
    const body = parseOrThrow(createCollectionBody, request.body);
    const service = request.kbService.slug;
    if (!(await nameIsFree(db, service, body.name))) throw nameTaken(body.name);
    if (body.id && (await collectionExists(db, service, body.id)))
      throw new ApiError(409, 'A collection with this id already exists');
    const row = await auditedWrite(
      ctx,
      request,
      async (tx) => {
        const [made] = await tx
          .insert(kbCollections)
          .values({
            service,
            id: body.id ?? randomUUID(),
            name: body.name,
            description: body.description ?? null,
            type: body.type || DEFAULT_COLLECTION_TYPE,
            ...(body.created_at ? { createdAt: new Date(body.created_at) } : {}),
          })
          .returning();
        await recordPendingWrite(tx, request, 'collection', made!.id);
        return toJson(made!);
      },
      (created) => ({ ...collectionChange(created), after: created }),
    );
    return reply.status(201).send(consoleOperationKey(request) ? { ...row, pending: true } : row);
  });

  app.put<{ Params: { slug: string; id: string } }>('/collections/:id', async (request) => {
    const service = request.kbService.slug;
    const body = parseOrThrow(renameBody, request.body);
    const [existing] = await db
      .select()
      .from(kbCollections)
      .where(serviceRow(kbCollections, service, request.params.id));
    if (!existing) throw notFound('Collection not found');
    if (!(await nameIsFree(db, service, body.name, request.params.id))) throw nameTaken(body.name);
    return auditedWrite(
      ctx,
      request,
      async (tx) => {
        const [row] = await tx
          .update(kbCollections)
          .set({
            name: body.name,
            ...(body.description !== undefined ? { description: body.description } : {}),
          })
          .where(serviceRow(kbCollections, service, request.params.id))
          .returning();
        return row && toJson(row);
      },
      (row) =>
        row && {
          ...collectionChange(row),
          action: 'update',
          before: toJson(existing),
          after: row,
        },
    ).then((row) => {
      if (!row) throw notFound('Collection not found');
      return row;
    });
  });
}
