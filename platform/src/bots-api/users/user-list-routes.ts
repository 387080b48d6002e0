import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { notFound } from '@switchboard/server-kit/http/api-error';
import { intParam } from '../../http/page-query';
import type { PlatformContext } from '../../platform-context';

export const MAX_USER_PAGE = 100;

const listQuery = z.object({
  q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).optional(),
  limit: intParam('limit', 1, MAX_USER_PAGE).default(25),
  offset: intParam('offset', 0, 10_000_000).default(0),
});

// What staff need to pick a user; never the password hash or sign-in times.
const PUBLIC_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  roleName: users.roleName,
};

/** `%` and `_` in a search are the characters themselves, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The console's users, a page at a time, searchable by e-mail or user name, for pickers
 * (the conversations' user scope). Bot admins only, as every Bots API route.
 */
export function registerUserListRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;

  app.get('/users', async (request) => {
    const { q, limit, offset } = parseOrThrow(listQuery, request.query);
    const where = q
      ? or(ilike(users.email, likePattern(q)), ilike(users.username, likePattern(q)))
      : undefined;
    const [items, [total]] = await Promise.all([
      db
        .select(PUBLIC_COLUMNS)
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.email})`), asc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(users).where(where),
    ]);
    return { items, total: Number(total?.value ?? 0), limit, offset };
  });

  app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const id = idOrNotFound(request.params.id, 'User not found');
    const [user] = await db.select(PUBLIC_COLUMNS).from(users).where(eq(users.id, id));
    if (!user) throw notFound('User not found');
    return user;
  });
}
