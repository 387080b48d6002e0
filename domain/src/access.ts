/**
 * Who may open what. The console's menu, its route guards and every remote's manifest
 * speak this one vocabulary, so a remote can say who a page is for and the shell can
 * check it without either inventing its own words for roles.
 */
export const ROLES = ['applicant', 'superuser', 'admin', 'hiringmanager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may manage bots, provided their e-mail also passes the admin-area rule. */
export const BOT_ADMIN_ROLES = ['superuser', 'admin'] as const satisfies readonly Role[];

export type Access =
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'bot-admin' }
  /** Any one of the rules lets the viewer in. */
  | { kind: 'any'; of: readonly Access[] };

export const EVERYONE: Access = { kind: 'roles', roles: ROLES };
export const STAFF: Access = {
  kind: 'roles',
  roles: ['superuser', 'admin', 'hiringmanager', 'employee'],
};
export const BOT_ADMINS: Access = { kind: 'bot-admin' };
/** The audit log: superusers (whatever their e-mail) and bot admins. */
export const AUDIT_READERS: Access = {
  kind: 'any',
  of: [{ kind: 'roles', roles: ['superuser'] }, BOT_ADMINS],
};

export interface Viewer {
  roleName: string;
  isBotAdmin: boolean;
}

export function canAccess(access: Access, viewer: Viewer): boolean {
  if (access.kind === 'bot-admin') return viewer.isBotAdmin;
  if (access.kind === 'any') return access.of.some((rule) => canAccess(rule, viewer));
  return (access.roles as readonly string[]).includes(viewer.roleName);
}

/** Every rule must let the viewer in: how a ceiling set by the shell caps what a remote asks. */
export function canAccessAll(rules: readonly Access[], viewer: Viewer): boolean {
  return rules.every((rule) => canAccess(rule, viewer));
}
