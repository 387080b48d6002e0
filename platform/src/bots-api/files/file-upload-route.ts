import type { FastifyInstance } from 'fastify';
import { storedFiles } from '../../db/schema';
import { badRequest } from '@switchboard/server-kit/http/api-error';
import { rememberAnswer } from '@switchboard/server-kit/http/idempotency';
import type { Db } from '@switchboard/server-kit/db/connect';
import { auditChanges, recordAudit } from '@switchboard/server-kit/audit/audit-recorder';
import type { PlatformContext } from '../../platform-context';
import { requestActor } from '../request-actor';
import { readOneFile } from './read-one-file';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** POST /api/fileupload: stores one multipart file in Postgres and describes it. */
export function registerFileUploadRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.post('/fileupload', async (request, reply) => {
    const { file, bytes } = await readOneFile(request, MAX_UPLOAD_BYTES, 'file');
    if (bytes.length === 0) throw badRequest('Upload failed: the file is empty');
    const fileName = (file.filename || 'upload').slice(0, 255);
    // The file and an Idempotency-Key commit together: a repeat gets this answer, not a copy.
    const answer = await ctx.database.db.transaction(async (tx) => {
      const [stored] = await tx
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
      const described = {
        id: stored!.id,
        fileName,
        mimeType: file.mimetype,
        size: bytes.length,
        storageType: 'database',
        createdAt: stored!.createdAt,
      };
      await recordAudit(tx as unknown as Db, {
        actor: requestActor(request),
        action: 'create',
        kind: 'file',
        entityId: described.id,
        entityName: fileName,
        changes: auditChanges(null, { fileName, mimeType: file.mimetype, size: bytes.length }),
      });
      await rememberAnswer(tx as unknown as Db, request, 201, described);
      return described;
    });
    return reply.status(201).send(answer);
  });
}
