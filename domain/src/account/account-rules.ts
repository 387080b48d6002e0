import type { Role } from '../access';

/**
 * Who may do what to which staff account (docs/product-rules.md, "Staff accounts"). Pure, so
 * the platform enforces it and the Users List greys out the same actions it would refuse.
 */
export const ACCOUNT_ACTIONS = [
  'invite',
  'change-role',
  'disable',
  'enable',
  'reset-password',
  'resend-invite',
  'revoke-invite',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const ACCOUNT_STATUSES = ['active', 'invited', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface AccountActor {
  id: string;
  roleName: string;
  /** Role superuser or admin with an admin-area e-mail (isBotAdmin). */
  isBotAdmin: boolean;
}

export interface AccountTarget {
  id: string;
  roleName: string;
  status: AccountStatus;
}

export interface AccountRequest {
  actor: AccountActor;
  action: AccountAction;
  /** The account acted on; for an invitation, the one about to be made. */
  target: AccountTarget;
  /** The role asked for: change-role and invite. */
  newRole?: Role;
  /** Superusers not disabled, the target included if it is one. */
  activeSuperusers: number;
}

/** Superusers and bot admins manage accounts; everyone else on staff only reads the list. */
export const canManageAccounts = (actor: Pick<AccountActor, 'roleName' | 'isBotAdmin'>) =>
  actor.roleName === 'superuser' || actor.isBotAdmin;

const NEEDS_STATUS: Partial<Record<AccountAction, AccountStatus>> = {
  enable: 'disabled',
  'resend-invite': 'invited',
  'revoke-invite': 'invited',
};

/** Why the request is refused, or null when it is allowed. */
export function accountRefusal(request: AccountRequest): string | null {
  const { actor, action, target, newRole, activeSuperusers } = request;
  if (!canManageAccounts(actor)) return 'Only superusers and bot admins manage staff accounts';
  const touchesSuperuser = target.roleName === 'superuser' || newRole === 'superuser';
  if (touchesSuperuser && actor.roleName !== 'superuser')
    return 'Only a superuser can make, change or unmake a superuser';
  const needed = NEEDS_STATUS[action];
  if (needed && target.status !== needed) return `The account is not ${needed}`;
  if (action === 'disable') {
    if (target.status === 'disabled') return 'The account is already disabled';
    if (target.id === actor.id) return 'You cannot disable your own account';
  }
  if (action === 'reset-password' && target.status !== 'active')
    return 'A password reset is for active accounts; resend the invitation instead';
  const leavesSuperusers =
    target.roleName === 'superuser' &&
    target.status === 'active' &&
    (action === 'disable' || (action === 'change-role' && newRole !== 'superuser'));
  if (leavesSuperusers && activeSuperusers <= 1)
    return 'The last active superuser cannot be disabled or demoted';
  if (action === 'change-role' && newRole === target.roleName)
    return `The account already has the role ${newRole}`;
  return null;
}
