/** Every page a remote serves, with the heading it shows. */
export const SECTION_PAGES: readonly { path: string; remote: string; heading: string }[] = [
  { path: '/bots', remote: 'bots', heading: 'Bots' },
  { path: '/conversations', remote: 'conversations', heading: 'Conversations' },
  { path: '/setup/businesses', remote: 'setup', heading: 'Businesses' },
  { path: '/setup/business-types', remote: 'setup', heading: 'Business Types' },
  { path: '/knowledge/documents', remote: 'knowledge', heading: 'Documents' },
  { path: '/knowledge/websites', remote: 'knowledge', heading: 'Websites' },
  { path: '/knowledge/collections', remote: 'knowledge', heading: 'Collections' },
  { path: '/analytics/dashboard', remote: 'analytics', heading: 'Analytics Dashboard' },
  { path: '/analytics/users', remote: 'analytics', heading: 'Users Analytics' },
  { path: '/analytics/usage', remote: 'analytics', heading: 'Usage Summary' },
  { path: '/analytics/conversations', remote: 'analytics', heading: 'Conversation Summary' },
  { path: '/analytics/business', remote: 'analytics', heading: 'Business Summary' },
  { path: '/uikit/charts', remote: 'analytics', heading: 'Reports' },
];

export function remotePort(remote: string): number {
  const ports = JSON.parse(process.env.E2E_REMOTE_PORTS ?? '{}') as Record<string, number>;
  const port = ports[remote];
  if (!port) throw new Error(`no port known for remote ${remote}`);
  return port;
}
