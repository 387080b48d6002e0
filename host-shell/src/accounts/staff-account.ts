import {
  isEmailAllowedForAdminArea,
  type AccountStatus,
  type AdminAccessConfig,
  type StaffAccount,
} from '@switchboard/domain';
import type { AdminUser } from '@switchboard/shared-auth';

function statusOf(user: AdminUser, now: number): AccountStatus {
  if (user.banned_until && Date.parse(user.banned_until) > now) return 'disabled';
  return user.email_confirmed_at ? 'active' : 'invited';
}

/** A GoTrue admin user in the Users List's words. */
export function toStaffAccount(
  user: AdminUser,
  adminAccess: AdminAccessConfig,
  now = Date.now(),
): StaffAccount {
  const metadata = user.user_metadata as { username?: string; RoleName?: string };
  return {
    id: user.id,
    email: user.email ?? '',
    username: metadata.username ?? '',
    roleName: metadata.RoleName ?? '',
    adminArea: isEmailAllowedForAdminArea(user.email, adminAccess),
    status: statusOf(user, now),
    lastSignInAt: user.last_sign_in_at ?? null,
    createdAt: user.created_at,
  };
}
