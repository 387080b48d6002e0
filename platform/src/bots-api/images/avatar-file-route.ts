import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../../db/schema';
import { notFound } from '@switchboard/server-kit/http/api-error';
import { idOrNotFound } from '@switchboard/server-kit/http/validate';
import type { PlatformContext } from '../../platform-context';
import { AVATAR_ROUTE_PREFIX } from './avatar-store';

/**
 * Public on purpose: <img> tags cannot send a bearer token. Avatars are not
 * secret, and the unguessable per-upload id in the path doubles as the
 * version, so the response can be cached for a year.
 */
export function registerAvatarFileRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.get<{ Params: { fileId: string } }>(
    `${AVATAR_ROUTE_PREFIX}/:fileId`,
    async (request, reply) => {
      const fileId = idOrNotFound(request.params.fileId, 'Avatar not found');
      const [file] = await ctx.database.db
        .select({ mimeType: storedFiles.mimeType, bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, fileId), eq(storedFiles.kind, 'avatar')));
      if (!file) throw notFound('Avatar not found');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.bytes);
    },
  );
}
