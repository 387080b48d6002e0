import { ACCOUNT_STATUSES, ROLES } from '@switchboard/domain';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../db/schema';

export const MAX_PER_PAGE = 1000;

/** An account's status as the Users List shows it: disabled wins over invited. */
const disabled = sql`(${users.bannedUntil} IS NOT NULL AND ${users.bannedUntil} > now())`;
const STATUS_CONDITIONS: Record<(typeof ACCOUNT_STATUSES)[number], SQL> = {
  disabled,
  invited: and(sql`NOT ${disabled}`, isNull(users.emailConfirmedAt))!,
  active: and(sql`NOT ${disabled}`, isNotNull(users.emailConfirmedAt))!,
};
const statusRank = sql`CASE WHEN ${disabled} THEN 2 WHEN ${users.emailConfirmedAt} IS NULL THEN 1 ELSE 0 END`;

/** The columns the list sorts by, by GoTrue's snake_case names. */
const SORTABLE = {
  email: users.email,
  username: users.username,
  role: users.roleName,
  status: statusRank,
  last_sign_in_at: users.lastSignInAt,
  created_at: users.createdAt,
} as const;
const SORT = new RegExp(`^(${Object.keys(SORTABLE).join('|')})(?:[ +](asc|desc))?$`);

/**
 * GoTrue's admin list (`page`, `per_page`, `filter` on e-mail and name, `sort` as
 * "created_at desc") with the Users List's own filters, `role` and `status`.
 */
export const userListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(50),
  filter: z.string().trim().max(200).optional(),
  sort: z.string().trim().regex(SORT).default('created_at asc'),
  role: z.enum(ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** LIKE's own wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function userListWhere(query: UserListQuery): SQL | undefined {
  return and(
    query.filter
      ? or(
          ilike(users.email, likePattern(query.filter)),
          ilike(users.username, likePattern(query.filter)),
        )
      : undefined,
    query.role ? eq(users.roleName, query.role) : undefined,
    query.status ? STATUS_CONDITIONS[query.status] : undefined,
  );
}

/** The sort asked for, then the id, so a page boundary never splits ties differently. */
export function userListOrder(query: UserListQuery): SQL[] {
  const [, field, direction] = SORT.exec(query.sort)!;
  const column = SORTABLE[field as keyof typeof SORTABLE];
  const by = direction === 'desc' ? desc : asc;
  return [by(column), by(users.id)];
}

/** Active superusers, whom the last-superuser rule counts, whatever the page shows. */
export const activeSuperusers = and(eq(users.roleName, 'superuser'), STATUS_CONDITIONS.active);
