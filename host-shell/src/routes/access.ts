/** Who may open what (spec §6 and DESIGN.md §5). Menu visibility and route guards both use this. */
export const ROLES = ['applicant', 'superuser', 'admin', 'hiringmanager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export type Access = { kind: 'roles'; roles: readonly Role[] } | { kind: 'bot-admin' };

export const EVERYONE: Access = { kind: 'roles', roles: ROLES };
export const STAFF: Access = {
  kind: 'roles',
  roles: ['superuser', 'admin', 'hiringmanager', 'employee'],
};
export const BOT_ADMINS: Access = { kind: 'bot-admin' };

export interface Viewer {
  roleName: string;
  isBotAdmin: boolean;
}

export function canAccess(access: Access, viewer: Viewer): boolean {
  if (access.kind === 'bot-admin') return viewer.isBotAdmin;
  return (access.roles as readonly string[]).includes(viewer.roleName);
}
