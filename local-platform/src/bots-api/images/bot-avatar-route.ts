import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../../http/api-error';
import { idOrNotFound } from '../../http/validate';
import type { PlatformContext } from '../../platform-context';
import { saveAvatar } from './avatar-store';
import { MAX_IMAGE_BYTES } from './image-types';

/** POST /api/bots/{id}/avatar: multipart with one image file (any field name). */
export function registerBotAvatarRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.post<{ Params: { id: string } }>('/bots/:id/avatar', async (request, reply) => {
    const botId = idOrNotFound(request.params.id, 'Bot not found');
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest('Upload failed: send the image as a multipart file field');
    const bytes = await file.toBuffer();
    // A per-call fileSize limit truncates silently instead of throwing; never store a cut-off file.
    if (file.file.truncated)
      throw new ApiError(
        413,
        `Upload failed: files are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MiB`,
      );
    const result = await saveAvatar(ctx.database.db, ctx.publicUrl(), {
      botId,
      fileName: file.filename || 'avatar',
      mimeType: file.mimetype.toLowerCase(),
      bytes,
      uploadedBy: request.auth!.user.id,
    });
    return reply.status(201).send(result);
  });
}
