import { BOT_ADMINS, STAFF, type Access } from './access';

/** Which remote serves which part of the URL space (DESIGN.md §5). */
export interface RemoteSection {
  remote: 'bots' | 'conversations' | 'setup' | 'knowledge' | 'analytics';
  /** Route pattern in the host's router. */
  path: string;
  /** Federated module that renders this part. */
  module: './routes' | './reports';
  /** Human name of the section, used on the fallback card. */
  title: string;
  access: Access;
}

export const REMOTE_SECTIONS: readonly RemoteSection[] = [
  { remote: 'bots', path: '/bots/*', module: './routes', title: 'Bots', access: BOT_ADMINS },
  {
    remote: 'conversations',
    path: '/conversations/*',
    module: './routes',
    title: 'Conversations',
    access: BOT_ADMINS,
  },
  { remote: 'setup', path: '/setup/*', module: './routes', title: 'Setup', access: BOT_ADMINS },
  {
    remote: 'knowledge',
    path: '/knowledge/*',
    module: './routes',
    title: 'Knowledge',
    access: BOT_ADMINS,
  },
  {
    remote: 'analytics',
    path: '/analytics/*',
    module: './routes',
    title: 'Analytics',
    access: BOT_ADMINS,
  },
  {
    remote: 'analytics',
    path: '/uikit/charts',
    module: './reports',
    title: 'Reports',
    access: STAFF,
  },
];

export const REMOTE_NAMES = ['bots', 'conversations', 'setup', 'knowledge', 'analytics'] as const;

/** The inherited recruitment routes (spec §2) that this console keeps but does not implement. */
export const INHERITED_PAGES: readonly { path: string; label: string; access: Access }[] = [
  { path: '/pages/applications', label: 'Applications', access: STAFF },
  { path: '/pages/interests', label: 'Interests', access: STAFF },
  { path: '/pages/jobopenings/*', label: 'Job Openings', access: STAFF },
  { path: '/pages/forms/*', label: 'Form Templates', access: STAFF },
  { path: '/pages/templates/*', label: 'Submissions', access: STAFF },
  { path: '/pages/jobroles', label: 'Job Roles', access: STAFF },
  { path: '/pages/jobschemas', label: 'Job Schemas', access: STAFF },
  { path: '/pages/regions', label: 'Regions List', access: STAFF },
  { path: '/pages/users', label: 'Users List', access: STAFF },
];
