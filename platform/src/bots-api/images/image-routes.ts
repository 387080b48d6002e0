import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bots } from '../../db/schema';
import { badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { uuidField } from '@switchboard/server-kit/http/fields';
import { isUuid, parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { PlatformContext } from '../../platform-context';
import { requestActor } from '../request-actor';
import { AVATAR_ROUTE_PREFIX, DATABASE_STORAGE, saveAvatar } from './avatar-store';
import { MAX_IMAGE_BYTES } from './image-types';

// Base64 grows data by 4/3; leave room for the other fields.
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const uploadBody = z.object({
  imageBuffer: z
    .string({ error: 'Upload failed: imageBuffer (base64 text) is required' })
    .min(1, 'Upload failed: imageBuffer (base64 text) is required')
    // Browsers' FileReader gives data URLs; accept them as well as bare base64.
    .transform((value) => value.replace(/^data:[^;,]+;base64,/, '').replace(/\s+/g, ''))
    .refine((value) => BASE64.test(value), 'Upload failed: imageBuffer is not valid base64'),
  fileName: z
    .string({ error: 'Upload failed: fileName is required' })
    .trim()
    .min(1, 'Upload failed: fileName is required')
    .max(255, 'Upload failed: fileName is too long'),
  mimeType: z
    .string({ error: 'Upload failed: mimeType is required' })
    .trim()
    .toLowerCase()
    .max(100),
  botId: uuidField('botId'),
});

function storageTypeOf(avatar: string | null): string | null {
  if (!avatar) return null;
  return avatar.includes(`${AVATAR_ROUTE_PREFIX}/`) ? DATABASE_STORAGE : 'url';
}

export function registerImageRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.post('/images/upload', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const body = parseOrThrow(uploadBody, request.body);
    const bytes = Buffer.from(body.imageBuffer, 'base64');
    const result = await saveAvatar(
      db,
      ctx.publicUrl(),
      {
        botId: body.botId,
        fileName: body.fileName,
        mimeType: body.mimeType,
        bytes,
        uploadedBy: request.auth!.user.id,
      },
      requestActor(request),
    );
    return reply.status(201).send(result);
  });

  app.get<{ Querystring: { botId?: string } }>('/images/retrieve', async (request) => {
    const { botId } = request.query;
    if (!botId) throw badRequest('Retrieve failed: botId is required');
    if (!isUuid(botId)) throw notFound('Bot not found');
    const [bot] = await db
      .select({ name: bots.name, avatar: bots.avatar })
      .from(bots)
      .where(eq(bots.id, botId));
    if (!bot) throw notFound('Bot not found');
    return { avatar: bot.avatar, storageType: storageTypeOf(bot.avatar), botName: bot.name };
  });
}
