import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema';
import { idOrNotFound, parseOrThrow } from '../../http/validate';
import { notFound } from '../../http/api-error';
import type { PlatformContext } from '../../platform-context';

export const MAX_USER_PAGE = 100;

const listQuery = z.object({
  q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_USER_PAGE, { error: `limit must be at most ${MAX_USER_PAGE}` })
    .default(25),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must be at least 0' })
    .max(10_000_000, { error: 'offset must be at most 10000000' })
    .default(0),
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
