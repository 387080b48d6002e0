import { AUDIT_READERS, STAFF, type Access } from '@switchboard/domain';
import { lazy, type ComponentType } from 'react';
import type { WidgetSlots } from '@switchboard/shared-data';

/**
 * The inherited recruitment routes that this console keeps but does not implement:
 * each shows an honest page saying so, to the roles that could open it before.
 */
export const INHERITED_PAGES: readonly { path: string; label: string; access: Access[] }[] = [
  { path: '/pages/applications', label: 'Applications', access: [STAFF] },
  { path: '/pages/interests', label: 'Interests', access: [STAFF] },
  { path: '/pages/jobopenings/*', label: 'Job Openings', access: [STAFF] },
  { path: '/pages/forms/*', label: 'Form Templates', access: [STAFF] },
  { path: '/pages/templates/*', label: 'Submissions', access: [STAFF] },
  { path: '/pages/jobroles', label: 'Job Roles', access: [STAFF] },
  { path: '/pages/jobschemas', label: 'Job Schemas', access: [STAFF] },
  { path: '/pages/regions', label: 'Regions List', access: [STAFF] },
];

/**
 * Pages the shell implements itself: accounts and the audit log concern the whole console,
 * not one remote's area (and Users List is a Home entry, the shell's own). Loaded on first
 * visit, so the shell's first load does not carry the data grid.
 */
export const SHELL_PAGES: readonly {
  path: string;
  access: Access[];
  page: ComponentType;
}[] = [
  {
    path: '/pages/users',
    access: [STAFF],
    page: lazy(() => import('../accounts/users-page')),
  },
  {
    path: '/pages/audit',
    access: [AUDIT_READERS],
    page: lazy(() => import('../audit/audit-page')),
  },
];

/** Where an invitation or reset link leads: open without a session. */
export const SetPasswordPage = lazy(() => import('../accounts/set-password-page'));

/** Home routes whose page a remote provides through one of the shell's widget slots. */
export const SLOT_PAGES: readonly {
  path: string;
  slot: keyof WidgetSlots;
  title: string;
  access: Access[];
}[] = [{ path: '/uikit/charts', slot: 'reports', title: 'Reports', access: [STAFF] }];
