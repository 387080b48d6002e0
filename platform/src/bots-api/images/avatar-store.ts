import { and, eq, ne } from 'drizzle-orm';
import {
  auditChanges,
  recordAudit,
  type AuditActor,
} from '@switchboard/server-kit/audit/audit-recorder';
import type { Db } from '@switchboard/server-kit/db/connect';
import { bots, storedFiles } from '../../db/schema';
import { ApiError, badRequest, notFound } from '@switchboard/server-kit/http/api-error';
import { nextUpdatedAt } from '../row-version';
import { isImageMimeType, MAX_IMAGE_BYTES, sniffImageType } from './image-types';

export const AVATAR_ROUTE_PREFIX = '/media/avatars';
export const DATABASE_STORAGE = 'database';

export interface AvatarUpload {
  botId: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  uploadedBy: string;
}

/** Rejects anything that is not a small PNG/JPEG/WebP/GIF whose bytes match its claimed type. */
export function checkImage(mimeType: string, bytes: Buffer): void {
  if (!isImageMimeType(mimeType))
    throw badRequest('Upload failed: only PNG, JPEG, WebP and GIF images are allowed');
  if (bytes.length === 0) throw badRequest('Upload failed: the image is empty');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ApiError(
      413,
      `Upload failed: images are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MiB`,
    );
  if (sniffImageType(bytes) !== mimeType)
    throw badRequest(`Upload failed: the file content is not a valid ${mimeType} image`);
}

/**
 * Stores the bytes in Postgres and points the bot's avatar at a public URL
 * whose path contains the new file id, so the URL changes with every upload
 * and can be cached forever. The bot's previous stored avatars are removed.
 */
export async function saveAvatar(
  db: Db,
  publicUrl: string,
  upload: AvatarUpload,
  actor: AuditActor,
) {
  checkImage(upload.mimeType, upload.bytes);
  return db.transaction(async (tx) => {
    const [bot] = await tx
      .select({ id: bots.id, name: bots.name, avatar: bots.avatar })
      .from(bots)
      .where(eq(bots.id, upload.botId))
      .for('update');
    if (!bot) throw notFound('Bot not found');
    const [file] = await tx
      .insert(storedFiles)
      .values({
        kind: 'avatar',
        botId: upload.botId,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        sizeBytes: upload.bytes.length,
        bytes: upload.bytes,
        uploadedBy: upload.uploadedBy,
      })
      .returning({ id: storedFiles.id });
    const avatarUrl = `${publicUrl}${AVATAR_ROUTE_PREFIX}/${file!.id}`;
    await tx
      .update(bots)
      .set({ avatar: avatarUrl, updatedAt: nextUpdatedAt(bots.updatedAt) })
      .where(eq(bots.id, upload.botId));
    // The bot's new avatar is an update of the bot, recorded with it.
    await recordAudit(tx as unknown as Db, {
      actor,
      action: 'update',
      kind: 'bot',
      entityId: upload.botId,
      entityName: bot.name,
      changes: auditChanges({ avatar: bot.avatar }, { avatar: avatarUrl }),
    });
    await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.botId, upload.botId),
          eq(storedFiles.kind, 'avatar'),
          ne(storedFiles.id, file!.id),
        ),
      );
    return { avatarUrl, storageType: DATABASE_STORAGE };
  });
}
