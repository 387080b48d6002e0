import {
  AUDIT_READERS,
  canAccessAll,
  EVERYONE,
  STAFF,
  type Access,
  type Viewer,
} from '@switchboard/domain';
import { MENU_GROUPS } from '@switchboard/shared-data';
import type { ComponentType } from 'react';
import type { RemoteState } from '../federation/remote-state';
import { remoteRules } from './remote-ceiling';

/**
 * The sidebar model: the shell's own Home group (the inherited product's menu, kept
 * route for route), then the groups the remotes' manifests fill.
 */

export interface MenuItem {
  label: string;
  to: string;
  match: 'exact' | 'prefix';
  /** Every rule must let the viewer in. */
  access: readonly Access[];
  icon?: ComponentType;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export const HOME_MENU: MenuGroup = {
  label: 'Home',
  items: [
    { label: 'Dashboard', to: '/pages/dashboard', match: 'exact', access: [EVERYONE] },
    { label: 'Applications', to: '/pages/applications', match: 'exact', access: [STAFF] },
    { label: 'Interests', to: '/pages/interests', match: 'exact', access: [STAFF] },
    { label: 'Job Openings', to: '/pages/jobopenings', match: 'prefix', access: [STAFF] },
    { label: 'Form Templates', to: '/pages/forms', match: 'prefix', access: [STAFF] },
    { label: 'Submissions', to: '/pages/templates', match: 'prefix', access: [STAFF] },
    { label: 'Job Roles', to: '/pages/jobroles', match: 'exact', access: [STAFF] },
    { label: 'Job Schemas', to: '/pages/jobschemas', match: 'exact', access: [STAFF] },
    { label: 'Regions List', to: '/pages/regions', match: 'exact', access: [STAFF] },
    { label: 'Users List', to: '/pages/users', match: 'exact', access: [STAFF] },
    { label: 'Reports', to: '/uikit/charts', match: 'exact', access: [STAFF] },
  ],
};

/** The shell's own administration pages, after the remotes' groups. */
export const ADMIN_MENU: MenuGroup = {
  label: 'Administration',
  items: [{ label: 'Audit Log', to: '/pages/audit', match: 'exact', access: [AUDIT_READERS] }],
};

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.match === 'exact') return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function remoteEntries(remote: RemoteState) {
  if (remote.status === 'ready') return remote.manifest.menu;
  // A remote that is down keeps the entries it last had; they lead to its fallback card.
  return remote.cached?.menu ?? [];
}

/** The remote-contributed groups, in the shell's group order, entries by their order. */
export function remoteMenu(remotes: readonly RemoteState[]): MenuGroup[] {
  const entries = remotes.flatMap(remoteEntries);
  return MENU_GROUPS.map((group) => ({
    label: group,
    items: entries
      .filter((entry) => entry.group === group)
      .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
      .map(({ label, to, match, access, icon }) => ({
        label,
        to,
        match,
        access: remoteRules(access),
        icon,
      })),
  }));
}

/** The groups and entries this viewer may see; a group with nothing left is dropped. */
export function visibleMenu(viewer: Viewer, remotes: readonly RemoteState[]): MenuGroup[] {
  return [HOME_MENU, ...remoteMenu(remotes), ADMIN_MENU]
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => canAccessAll(item.access, viewer)),
    }))
    .filter((group) => group.items.length > 0);
}
