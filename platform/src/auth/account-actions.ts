import {
  accountRefusal,
  isBotAdmin,
  type AccountAction,
  type AccountActor,
  type Role,
} from '@switchboard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import { authSessions, users } from '../db/schema';
import type { PlatformContext } from '../platform-context';
import { actorOf, recordAccountAudit } from './account-audit';
import { accountStatus, activeAccount } from './account-status';
import { GoTrueError } from './gotrue-error';
import type { UserRow } from './user-json';

export const userNotFound = () => new GoTrueError(404, 'user_not_found', 'User not found');
export const refused = (reason: string) => new GoTrueError(403, 'not_admin', reason);

export function accountActor(ctx: PlatformContext, user: UserRow): AccountActor {
  return {
    id: user.id,
    roleName: user.roleName,
    isBotAdmin: isBotAdmin(user.roleName, user.email, ctx.config.adminAccess),
  };
}

/**
 * Locks the active superusers and answers how many there are: two superusers demoting each
 * other at once are serialised, so the second sees the first's change and is refused.
 */
async function lockedSuperuserCount(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleName, 'superuser'), activeAccount))
    .for('update');
  return rows.length;
}

/** The account, locked for the transaction, checked against the role rules for `action`. */
export async function allowedTarget(
  tx: Db,
  actor: AccountActor,
  targetId: string,
  action: AccountAction,
  newRole?: Role,
): Promise<UserRow> {
  const activeSuperusers = await lockedSuperuserCount(tx);
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
  if (!target) throw userNotFound();
  const refusal = accountRefusal({
    actor,
    action,
    target: { id: target.id, roleName: target.roleName, status: accountStatus(target) },
    newRole,
    activeSuperusers,
  });
  if (refusal) throw refused(refusal);
  return target;
}

// GoTrue's ban_duration: "none" lifts a ban; otherwise a Go duration such as "876000h".
const DURATION = /^(\d{1,7})(h|m|s)$/;
const SECONDS = { h: 3600, m: 60, s: 1 } as const;

export function banSeconds(duration: string): number | null {
  if (duration === 'none') return null;
  const match = DURATION.exec(duration);
  const seconds = match ? Number(match[1]) * SECONDS[match[2] as keyof typeof SECONDS] : 0;
  if (seconds <= 0)
    throw new GoTrueError(
      400,
      'validation_failed',
      'ban_duration must be "none" or like "876000h"',
    );
  return seconds;
}

/** Disables (its sessions end now, so its next request is refused) or enables an account. */
export async function setBan(tx: Db, actor: UserRow, target: UserRow, seconds: number | null) {
  const [row] = await tx
    .update(users)
    .set({
      bannedUntil: seconds === null ? null : sql`now() + make_interval(secs => ${seconds})`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, target.id))
    .returning();
  if (seconds !== null) await tx.delete(authSessions).where(eq(authSessions.userId, target.id));
  await recordAccountAudit(tx, actorOf(actor), seconds === null ? 'enable' : 'disable', target, {
    bannedUntil: {
      before: target.bannedUntil?.toISOString() ?? null,
      after: row!.bannedUntil?.toISOString() ?? null,
    },
  });
  return row!;
}

export async function setRole(tx: Db, actor: UserRow, target: UserRow, role: Role) {
  const [row] = await tx
    .update(users)
    .set({ roleName: role, updatedAt: new Date() })
    .where(eq(users.id, target.id))
    .returning();
  await recordAccountAudit(tx, actorOf(actor), 'change-role', target, {
    roleName: { before: target.roleName, after: role },
  });
  return row!;
}
