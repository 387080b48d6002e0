import { isBotAdmin, type ReportBot } from '@switchboard/domain';
import { canAccess, STAFF } from '@switchboard/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../auth/signed-in-user';
import { bots } from '../db/schema';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { presentsServiceCredential } from '@switchboard/server-kit/http/service-credential';
import type { PlatformContext } from '../platform-context';

/**
 * Reports for staff, mounted at /api/reports: every staff role (superuser, admin,
 * hiringmanager, employee) may read the figures of the bots in service; bot admins also
 * see bots that are inactive or in maintenance. Bots' addresses go only to the gateway,
 * which fetches the figures from each bot's service.
 */
export async function reportsPlugin(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  const { db } = ctx.database;

  app.get('/bots', async (request) => {
    const user = await signedInUser(ctx, request);
    const botAdmin = isBotAdmin(user.roleName, user.email, ctx.config.adminAccess);
    if (!canAccess(STAFF, { roleName: user.roleName, isBotAdmin: botAdmin }))
      throw new ApiError(403, 'Forbidden: reports are for staff');
    const rows = await db
      .select()
      .from(bots)
      .where(botAdmin ? undefined : eq(bots.status, 'ACTIVE'))
      .orderBy(asc(bots.name));
    const withAddress = presentsServiceCredential(request, ctx.config.serviceCredential);
    return rows.map((bot): ReportBot => ({
      id: bot.id,
      name: bot.name,
      status: bot.status,
      avatar: bot.avatar,
      ...(withAddress ? { botPath: bot.botPath, chatEndpoint: bot.chatEndpoint } : {}),
    }));
  });
}
