import type { FastifyInstance } from 'fastify';
import { idOrNotFound } from '@switchboard/server-kit/http/validate';
import type { PlatformContext } from '../../platform-context';
import { requestActor } from '../request-actor';
import { readOneFile } from '../files/read-one-file';
import { saveAvatar } from './avatar-store';
import { MAX_IMAGE_BYTES } from './image-types';

/** POST /api/bots/{id}/avatar: multipart with one image file (any field name). */
export function registerBotAvatarRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.post<{ Params: { id: string } }>('/bots/:id/avatar', async (request, reply) => {
    const botId = idOrNotFound(request.params.id, 'Bot not found');
    const { file, bytes } = await readOneFile(request, MAX_IMAGE_BYTES, 'image');
    const result = await saveAvatar(
      ctx.database.db,
      ctx.publicUrl(),
      {
        botId,
        fileName: file.filename || 'avatar',
        mimeType: file.mimetype.toLowerCase(),
        bytes,
        uploadedBy: request.auth!.user.id,
      },
      requestActor(request),
    );
    return reply.status(201).send(result);
  });
}
