import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { idOrNotFound, parseOrThrow } from '../../http/validate';
import { ensureCollection } from '../collections/collection-queries';
import { ExtractionError } from '../extract/extraction-error';
import type { KbContext } from '../kb-context';
import { kbChunks, kbDocuments } from '../kb-schema';
import { both } from '../route-paths';
import { readDocumentForm } from './document-form';
import {
  documentJson,
  fileTypeOrThrow,
  markFailed,
  readFile,
  storeIndexed,
} from './document-ingest';

const DOCUMENT_NOT_FOUND = 'Document not found';
export const MAX_DOCUMENT_LIST = 500;
type IdParams = { Params: { slug: string; id: string } };

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_DOCUMENT_LIST, { error: `limit is at most ${MAX_DOCUMENT_LIST}` })
    .default(MAX_DOCUMENT_LIST),
});

const titleFrom = (fileName: string) =>
  fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim() || fileName;

export function registerDocumentRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  const owned = (service: string, id: string) =>
    and(eq(kbDocuments.service, service), eq(kbDocuments.id, id));

  both(app, 'GET', '/documents', async (request) => {
    const { limit } = parseOrThrow(listQuery, request.query);
    const service = request.kbService.slug;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(kbDocuments)
        .where(eq(kbDocuments.service, service))
        .orderBy(desc(kbDocuments.createdAt), kbDocuments.id)
        .limit(limit),
      db.select({ value: count() }).from(kbDocuments).where(eq(kbDocuments.service, service)),
    ]);
    return { documents: rows.map(documentJson), total: Number(total?.value ?? 0), limit };
  });

  both(app, 'POST', '/documents', async (request, reply) => {
    const form = await readDocumentForm(request, ctx.config.maxUploadBytes);
    if (!form.file)
      throw badRequest('file is required: send the document as a multipart file field');
    const type = fileTypeOrThrow(form.file);
    const service = request.kbService.slug;
    await ensureCollection(db, service, form.collectionId);
    const [created] = await db
      .insert(kbDocuments)
      .values({
        service,
        collectionId: form.collectionId ?? null,
        fileName: form.file.fileName,
        title: form.title ?? titleFrom(form.file.fileName),
        description: form.description ?? null,
        isPublic: form.isPublic ?? false,
        fileType: type,
        mimeType: form.file.mimeType.slice(0, 200),
        sizeBytes: form.file.bytes.length,
      })
      .returning();
    try {
      const read = await readFile(type, form.file);
      const title = form.title ?? read.extracted.title ?? created!.title;
      return reply
        .status(201)
        .send(documentJson(await storeIndexed(db, created!, read, { title })));
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      // The failed row stays, so the list shows what happened to the upload.
      const failed = await markFailed(db, created!.id, error.message);
      return reply.status(422).send({ error: error.message, document: documentJson(failed) });
    }
  });

  app.put<IdParams>('/documents/:id', async (request) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const service = request.kbService.slug;
    const [existing] = await db.select().from(kbDocuments).where(owned(service, id));
    if (!existing) throw notFound(DOCUMENT_NOT_FOUND);
    const form = await readDocumentForm(request, ctx.config.maxUploadBytes);
    const changes = {
      ...(form.collectionId !== undefined ? { collectionId: form.collectionId } : {}),
      ...(form.description !== undefined ? { description: form.description } : {}),
      ...(form.isPublic !== undefined ? { isPublic: form.isPublic } : {}),
      ...(form.title !== undefined ? { title: form.title } : {}),
    };
    if (!form.file && Object.keys(changes).length === 0)
      throw badRequest('No document fields to update');
    await ensureCollection(db, service, form.collectionId);
    if (form.file) {
      const type = fileTypeOrThrow(form.file);
      let read;
      try {
        read = await readFile(type, form.file);
      } catch (error) {
        // The old content stays indexed: a bad replacement must not lose a good document.
        if (error instanceof ExtractionError) throw new ApiError(422, error.message);
        throw error;
      }
      const fileChanges = {
        ...changes,
        fileName: form.file.fileName,
        mimeType: form.file.mimeType.slice(0, 200),
        sizeBytes: form.file.bytes.length,
      };
      return documentJson(await storeIndexed(db, existing, read, fileChanges));
    }
    return documentJson(
      await db.transaction(async (tx) => {
        if (changes.collectionId !== undefined || changes.title !== undefined) {
          await tx
            .update(kbChunks)
            .set({
              collectionId:
                changes.collectionId !== undefined ? changes.collectionId : existing.collectionId,
              title: changes.title ?? existing.title,
            })
            .where(eq(kbChunks.documentId, id));
        }
        const [row] = await tx
          .update(kbDocuments)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(kbDocuments.id, id))
          .returning();
        return row!;
      }),
    );
  });

  app.delete<IdParams>('/documents/:id', async (request) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const [row] = await db
      .delete(kbDocuments)
      .where(owned(request.kbService.slug, id))
      .returning({ id: kbDocuments.id });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return { message: 'Document deleted', id: row.id };
  });
}
