import type { AccountStatus } from '@switchboard/domain';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { UserRow } from './user-json';

export const isBanned = (user: Pick<UserRow, 'bannedUntil'>, now = new Date()) =>
  user.bannedUntil !== null && user.bannedUntil > now;

/** Disabled wins over invited: a revoked-in-waiting account is still one nobody can use. */
export function accountStatus(
  user: Pick<UserRow, 'bannedUntil' | 'emailConfirmedAt'>,
): AccountStatus {
  if (isBanned(user)) return 'disabled';
  return user.emailConfirmedAt === null ? 'invited' : 'active';
}

/** SQL for "this account may sign in and act": confirmed and not banned. */
export const activeAccount = sql`(${users.emailConfirmedAt} IS NOT NULL AND (${users.bannedUntil} IS NULL OR ${users.bannedUntil} <= now()))`;
