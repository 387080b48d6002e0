import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { wholeNumber } from '@switchboard/server-kit/http/fields';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { rememberAnswer } from '@switchboard/server-kit/http/idempotency';
import type { Db } from '@switchboard/server-kit/db/connect';
import { ensureCollection } from '../collections/collection-queries';
import { ExtractionError } from '../extract/extraction-error';
import { auditedWrite, recordChange } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { registerListRoute } from '../list-route';
import { kbChunks, kbDocuments } from '../kb-schema';
import { both } from '../route-paths';
import { nextVersion, staleWrite, versionCondition, versioned } from '../row-version';
import { serviceRows } from '../service-rows';
import { readDocumentForm } from './document-form';
import {
  INGEST_QUEUE,
  canRetry,
  failedDocuments,
  recordUpload,
  requeueDocument,
} from './ingest-jobs';
import {
  contentHash,
  documentJson,
  fileTypeOrThrow,
  findDuplicate,
  readFile,
  storeIndexed,
} from './document-ingest';
import { chunksJson } from '../citations/chunks-json';

const DOCUMENT_NOT_FOUND = 'Document not found';
export const MAX_DOCUMENT_LIST = 500;
type IdParams = { Params: { slug: string; id: string } };

const listQuery = z.object({
  limit: wholeNumber('limit', 1, MAX_DOCUMENT_LIST, true).default(MAX_DOCUMENT_LIST),
});

const retryBody = z
  .object({
    ids: z
      .array(z.string().uuid({ error: 'ids must be document ids' }), {
        error: 'ids must be a list of document ids',
      })
      .max(MAX_DOCUMENT_LIST, { error: `ids holds at most ${MAX_DOCUMENT_LIST} documents` })
      .optional(),
  })
  .strict();

type DocumentRow = typeof kbDocuments.$inferSelect;
const documentChange = (row: DocumentRow) =>
  ({ kind: 'document', id: row.id, name: row.title ?? row.fileName }) as const;
/** What staff set on a document; its extracted text and processing state are not theirs. */
const auditedDocument = (row: DocumentRow) => ({
  title: row.title,
  description: row.description,
  collection_id: row.collectionId,
  is_public: row.isPublic,
  file_name: row.fileName,
  size_bytes: row.sizeBytes,
});

export function registerDocumentRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  /** A retry's entry, on the transaction that queues the document again. */
  const retryAudit = (request: FastifyRequest) => (tx: Db, document: DocumentRow) =>
    recordChange(ctx, tx, request, {
      ...documentChange(document),
      action: 'retry',
      before: { status: 'failed' },
      after: { status: document.status },
    });
  const documents = serviceRows(db, kbDocuments, [desc(kbDocuments.createdAt), kbDocuments.id]);
  const { owned } = documents;
  registerListRoute(app, 'documents', listQuery, documents, documentJson);

  both(app, 'POST', '/documents', async (request, reply) => {
    const form = await readDocumentForm(request, ctx.config.maxUploadBytes);
    if (!form.file)
      throw badRequest('file is required: send the document as a multipart file field');
    const service = request.kbService.slug;
    fileTypeOrThrow(form.file);
    const duplicate = await findDuplicate(db, service, contentHash(form.file.bytes));
    if (duplicate && !form.onDuplicate)
      return reply.status(409).send({
        error: `This file is already stored as "${duplicate.title}": replace it or keep both`,
        duplicate: documentJson(duplicate),
      });
    // Replacing: the stored copy (and its chunks) goes once the new one is recorded.
    if (duplicate && form.onDuplicate === 'replace') await documents.remove(service, duplicate.id);
    // With an Idempotency-Key, the key commits with the document: a repeat gets this
    // answer (202 until the final one is known), never a second document.
    const recorded = await recordUpload(
      db,
      ctx.jobs,
      service,
      { ...form, file: form.file },
      async (tx, document) => {
        await recordChange(ctx, tx, request, {
          ...documentChange(document),
          action: 'create',
          after: {
            ...auditedDocument(document),
            ...(duplicate
              ? { replaced: form.onDuplicate === 'replace' ? duplicate.id : null }
              : {}),
          },
        });
        await rememberAnswer(tx, request, 202, documentJson(document));
      },
    );
    if (!recorded) throw new ApiError(409, 'The document already exists');
    // The answer waits for the worker (on this or another instance), as it did when
    // ingestion ran in the request; a slow one answers 202 and the client polls the row.
    await ctx.jobs.waitFor(INGEST_QUEUE, recorded.jobId, ctx.jobs.config.waitSeconds * 1000);
    const [row] = await db
      .select()
      .from(kbDocuments)
      .where(eq(kbDocuments.id, recorded.document.id));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    if (row.status === 'ready') return reply.status(201).send(documentJson(row));
    if (row.status === 'failed')
      return reply.status(422).send({ error: row.error, document: documentJson(row) });
    return reply.status(202).send(documentJson(row));
  });

  /** The processing status (and everything else) of one document, for polling after upload. */
  app.get<IdParams>('/documents/:id', async (request, reply) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const [row] = await db.select().from(kbDocuments).where(owned(request.kbService.slug, id));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return versioned(reply, documentJson(row));
  });

  /** Queues failed documents again (the given ids, or all of the bot's failed ones). */
  app.post('/documents/retry', async (request, reply) => {
    const auditRetry = retryAudit(request);
    const body = parseOrThrow(retryBody, request.body ?? {});
    const failed = await failedDocuments(db, request.kbService.slug, body.ids);
    const retried: string[] = [];
    for (const document of failed) {
      if (!(await canRetry(db, document.id))) continue;
      await requeueDocument(db, ctx.jobs, document.id, auditRetry);
      retried.push(document.id);
    }
    return reply.status(202).send({ retried, skipped: failed.length - retried.length });
  });

  /** Queues one failed document again; the answer is the document, now queued. */
  app.post<IdParams>('/documents/:id/retry', async (request, reply) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const [row] = await db.select().from(kbDocuments).where(owned(request.kbService.slug, id));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    if (row.status !== 'failed')
      throw new ApiError(409, `Only a failed document can be retried; this one is ${row.status}`);
    if (!(await canRetry(db, id)))
      throw new ApiError(409, 'The file is no longer stored: upload it again');
    const auditRetry = retryAudit(request);
    return reply
      .status(202)
      .send(documentJson(await requeueDocument(db, ctx.jobs, id, auditRetry)));
  });

  /** The chunks exactly as the index holds them, so staff can see what the bot will quote. */
  app.get<IdParams>('/documents/:id/chunks', async (request) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const service = request.kbService.slug;
    const [row] = await db
      .select({ id: kbDocuments.id })
      .from(kbDocuments)
      .where(owned(service, id));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return { document_id: id, chunks: await chunksJson(db, { documentId: id }) };
  });

  app.put<IdParams>('/documents/:id', async (request, reply) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const service = request.kbService.slug;
    const [existing] = await db.select().from(kbDocuments).where(owned(service, id));
    if (!existing) throw notFound(DOCUMENT_NOT_FOUND);
    // The caller's If-Match, checked in the same UPDATE that writes, so of two editors
    // saving from one version exactly one lands and the other gets 412.
    const holdsVersion = and(owned(service, id), versionCondition(kbDocuments.updatedAt, request));
    const refuseStale = async () => {
      const [current] = await db.select().from(kbDocuments).where(owned(service, id));
      if (!current) return notFound(DOCUMENT_NOT_FOUND);
      return staleWrite(reply, documentJson(current));
    };
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
        contentHash: contentHash(form.file.bytes),
      };
      // Claimed after the slow extraction, so the version checked is the one replaced.
      const [claimed] = await db
        .update(kbDocuments)
        .set({ updatedAt: nextVersion(kbDocuments.updatedAt) })
        .where(holdsVersion)
        .returning();
      if (!claimed) throw await refuseStale();
      return versioned(reply, documentJson(await storeIndexed(db, claimed, read, fileChanges)));
    }
    const saved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .update(kbDocuments)
        .set({ ...changes, updatedAt: nextVersion(kbDocuments.updatedAt) })
        .where(holdsVersion)
        .returning();
      if (!row) return undefined;
      if (changes.collectionId !== undefined || changes.title !== undefined) {
        await tx
          .update(kbChunks)
          .set({ collectionId: row.collectionId, title: row.title })
          .where(eq(kbChunks.documentId, id));
      }
      await recordChange(ctx, tx, request, {
        ...documentChange(row),
        action: 'update',
        before: auditedDocument(existing),
        after: auditedDocument(row),
      });
      return row;
    });
    if (!saved) throw await refuseStale();
    return versioned(reply, documentJson(saved));
  });

  app.delete<IdParams>('/documents/:id', async (request) => {
    const id = idOrNotFound(request.params.id, DOCUMENT_NOT_FOUND);
    const deleted = await auditedWrite(
      ctx,
      request,
      (tx) => documents.remove(request.kbService.slug, id, tx),
      (gone) =>
        gone && { ...documentChange(gone), action: 'delete', before: auditedDocument(gone) },
    );
    if (!deleted) throw notFound(DOCUMENT_NOT_FOUND);
    return { message: 'Document deleted', id };
  });
}
