import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import type { PlatformContext } from '../../platform-context';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** POST /api/fileupload: stores one multipart file in Postgres and describes it. */
export function registerFileUploadRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.post('/fileupload', async (request, reply) => {
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!file) throw badRequest('Upload failed: send the file as a multipart file field');
    const bytes = await file.toBuffer();
    // A per-call fileSize limit truncates silently instead of throwing; never store a cut-off file.
    if (file.file.truncated)
      throw new ApiError(
        413,
        `Upload failed: files are limited to ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB`,
      );
    if (bytes.length === 0) throw badRequest('Upload failed: the file is empty');
    const fileName = (file.filename || 'upload').slice(0, 255);
    const [stored] = await ctx.database.db
      .insert(storedFiles)
      .values({
        kind: 'upload',
        fileName,
        mimeType: file.mimetype.slice(0, 100) || 'application/octet-stream',
        sizeBytes: bytes.length,
        bytes,
        uploadedBy: request.auth!.user.id,
      })
      .returning({ id: storedFiles.id, createdAt: storedFiles.createdAt });
    return reply.status(201).send({
      id: stored!.id,
      fileName,
      mimeType: file.mimetype,
      size: bytes.length,
      storageType: 'database',
      createdAt: stored!.createdAt,
    });
  });
}
