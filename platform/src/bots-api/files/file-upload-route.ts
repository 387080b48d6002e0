import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../../db/schema';
import { badRequest } from '@switchboard/server-kit/http/api-error';
import type { PlatformContext } from '../../platform-context';
import { readOneFile } from './read-one-file';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** POST /api/fileupload: stores one multipart file in Postgres and describes it. */
export function registerFileUploadRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.post('/fileupload', async (request, reply) => {
    const { file, bytes } = await readOneFile(request, MAX_UPLOAD_BYTES, 'file');
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
