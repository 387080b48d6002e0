import { roleSchema, STAFF, canAccess, isBotAdmin, type Role } from '@switchboard/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '@switchboard/server-kit/db/connect';
import { users } from '../db/schema';
import type { PlatformContext } from '../platform-context';
import {
  accountActor,
  allowedTarget,
  banSeconds,
  refused,
  setBan,
  setRole,
  userNotFound,
} from './account-actions';
import { actorOf, recordAccountAudit } from './account-audit';
import { currentUser } from './current-user';
import { GoTrueError } from './gotrue-error';
import { parseGoTrueBody } from './parse-body';
import { toGoTrueUser } from './user-json';
import {
  activeSuperusers,
  MAX_PER_PAGE,
  userListOrder,
  userListQuery,
  userListWhere,
} from './user-list-query';

const UUID = z.uuid();

// GoTrue's AdminUserParams, the parts this console uses: the role lives in user_metadata.
const updateBody = z.object({
  user_metadata: z.object({ RoleName: roleSchema.optional() }).loose().optional(),
  ban_duration: z.string().max(32).optional(),
});

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * GoTrue's admin user routes. The hosted service wants its service-role key here; this
 * platform takes the signed-in user's token instead and applies the account rules: every
 * staff role may list, superusers and bot admins may change (see docs/product-rules.md).
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const current = currentUser(ctx);

  async function staffCaller(request: FastifyRequest) {
    const { user } = await current(request);
    const viewer = {
      roleName: user.roleName,
      isBotAdmin: isBotAdmin(user.roleName, user.email, ctx.config.adminAccess),
    };
    if (!canAccess(STAFF, viewer)) throw refused('User not allowed');
    return user;
  }

  const targetId = (request: IdRequest) => {
    if (!UUID.safeParse(request.params.id).success) throw userNotFound();
    return request.params.id;
  };

  app.get('/admin/users', async (request, reply) => {
    await staffCaller(request);
    const parsed = userListQuery.safeParse(request.query);
    if (!parsed.success)
      throw new GoTrueError(
        400,
        'validation_failed',
        `page and per_page are whole numbers, per_page at most ${MAX_PER_PAGE}; sort is a column and asc or desc; role and status are the console's`,
      );
    const query = parsed.data;
    const where = userListWhere(query);
    const [rows, [total], [superusers]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...userListOrder(query))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ value: count() }).from(users).where(where),
      db.select({ value: count() }).from(users).where(activeSuperusers),
    ]);
    reply.header('x-total-count', String(total?.value ?? 0));
    // GoTrue's answer, and the count the last-superuser rule needs whatever the page shows.
    return {
      users: rows.map(toGoTrueUser),
      aud: 'authenticated',
      active_superusers: Number(superusers?.value ?? 0),
    };
  });

  app.get<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    await staffCaller(request);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, targetId(request)));
    if (!user) throw userNotFound();
    return toGoTrueUser(user);
  });

  app.put<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    const actor = await staffCaller(request);
    const id = targetId(request);
    const body = parseGoTrueBody(updateBody, request.body);
    const role = body.user_metadata?.RoleName as Role | undefined;
    const ban = body.ban_duration === undefined ? undefined : banSeconds(body.ban_duration);
    if (role === undefined && ban === undefined)
      throw new GoTrueError(
        400,
        'validation_failed',
        'Send user_metadata.RoleName or ban_duration',
      );
    const updated = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const who = accountActor(ctx, actor);
      let row = role ? await allowedTarget(tx, who, id, 'change-role', role) : undefined;
      if (role && row) row = await setRole(tx, actor, row, role);
      if (ban !== undefined) {
        const target = await allowedTarget(tx, who, id, ban === null ? 'enable' : 'disable');
        row = await setBan(tx, actor, target, ban);
      }
      return row!;
    });
    return toGoTrueUser(updated);
  });

  /** Revokes an invitation: only an account that never accepted one can be deleted. */
  app.delete<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    const actor = await staffCaller(request);
    const id = targetId(request);
    const deleted = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const target = await allowedTarget(tx, accountActor(ctx, actor), id, 'revoke-invite');
      await tx.delete(users).where(eq(users.id, target.id));
      await recordAccountAudit(tx, actorOf(actor), 'revoke-invite', target, {
        roleName: { before: target.roleName, after: null },
      });
      return target;
    });
    return toGoTrueUser(deleted);
  });
}
