import { isBotAdmin } from '@switchboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '@switchboard/server-kit/http/api-error';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import { signedInUser } from '../auth/signed-in-user';
import type { PlatformContext } from '../platform-context';
import { auditExportStream } from './audit-export';
import { auditExportSchema, auditPage, auditQuerySchema, badCursor } from './audit-query';

/**
 * The audit log, mounted at /api/audit, read-only: superusers and bot admins. There is no
 * route that changes or deletes an entry, and the table refuses both (see its migration).
 */
export async function auditPlugin(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { db } = ctx.database;

  async function mayRead(request: FastifyRequest) {
    const user = await signedInUser(ctx, request);
    if (
      user.roleName !== 'superuser' &&
      !isBotAdmin(user.roleName, user.email, ctx.config.adminAccess)
    )
      throw new ApiError(403, 'Forbidden: the audit log is for superusers and bot admins');
  }

  app.get('/', async (request) => {
    await mayRead(request);
    const query = parseOrThrow(auditQuerySchema, request.query);
    return auditPage(db, query).catch((error: unknown) => {
      throw error instanceof Error && error.message === badCursor ? badRequest(badCursor) : error;
    });
  });

  /** The whole filtered set (up to AUDIT_EXPORT_LIMIT), streamed, for the CSV export. */
  app.get('/export', async (request, reply) => {
    await mayRead(request);
    const filters = parseOrThrow(auditExportSchema, request.query);
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(auditExportStream(db, filters));
  });
}
