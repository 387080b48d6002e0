/** Which remote serves which part of the URL space (DESIGN.md §5). */
export interface RemoteSection {
  remote: 'bots' | 'conversations' | 'setup' | 'knowledge' | 'analytics';
  /** Route pattern in the host's router. */
  path: string;
  /** Federated module that renders this part. */
  module: './routes' | './reports';
  /** Human name of the section, used on the fallback card. */
  title: string;
}

export const REMOTE_SECTIONS: readonly RemoteSection[] = [
  { remote: 'bots', path: '/bots/*', module: './routes', title: 'Bots' },
  { remote: 'conversations', path: '/conversations/*', module: './routes', title: 'Conversations' },
  { remote: 'setup', path: '/setup/*', module: './routes', title: 'Setup' },
  { remote: 'knowledge', path: '/knowledge/*', module: './routes', title: 'Knowledge' },
  { remote: 'analytics', path: '/analytics/*', module: './routes', title: 'Analytics' },
  { remote: 'analytics', path: '/uikit/charts', module: './reports', title: 'Reports' },
];

export const REMOTE_NAMES = ['bots', 'conversations', 'setup', 'knowledge', 'analytics'] as const;

/** The inherited recruitment routes (spec §2) that this console keeps but does not implement. */
export const INHERITED_PAGES: readonly { path: string; label: string }[] = [
  { path: '/pages/applications', label: 'Applications' },
  { path: '/pages/interests', label: 'Interests' },
  { path: '/pages/jobopenings/*', label: 'Job Openings' },
  { path: '/pages/forms/*', label: 'Form Templates' },
  { path: '/pages/templates/*', label: 'Submissions' },
  { path: '/pages/jobroles', label: 'Job Roles' },
  { path: '/pages/jobschemas', label: 'Job Schemas' },
  { path: '/pages/regions', label: 'Regions List' },
  { path: '/pages/users', label: 'Users List' },
];
