/** The sidebar model: spec §2's Home table, then the bot-admin groups of DESIGN.md §5. */

export interface MenuItem {
  label: string;
  to: string;
  match: 'exact' | 'prefix';
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export const HOME_MENU: MenuGroup = {
  label: 'Home',
  items: [
    { label: 'Dashboard', to: '/pages/dashboard', match: 'exact' },
    { label: 'Applications', to: '/pages/applications', match: 'exact' },
    { label: 'Interests', to: '/pages/interests', match: 'exact' },
    { label: 'Job Openings', to: '/pages/jobopenings', match: 'prefix' },
    { label: 'Form Templates', to: '/pages/forms', match: 'prefix' },
    { label: 'Submissions', to: '/pages/templates', match: 'prefix' },
    { label: 'Job Roles', to: '/pages/jobroles', match: 'exact' },
    { label: 'Job Schemas', to: '/pages/jobschemas', match: 'exact' },
    { label: 'Regions List', to: '/pages/regions', match: 'exact' },
    { label: 'Users List', to: '/pages/users', match: 'exact' },
    { label: 'Reports', to: '/uikit/charts', match: 'exact' },
  ],
};

export const BOT_ADMIN_MENU: readonly MenuGroup[] = [
  {
    label: 'Assistants',
    items: [
      { label: 'Bots', to: '/bots', match: 'prefix' },
      { label: 'Conversations', to: '/conversations', match: 'prefix' },
    ],
  },
  {
    label: 'Analytics',
    items: [
      { label: 'Dashboard', to: '/analytics/dashboard', match: 'exact' },
      { label: 'Documents', to: '/knowledge/documents', match: 'exact' },
      { label: 'Websites', to: '/knowledge/websites', match: 'exact' },
      { label: 'Collections', to: '/knowledge/collections', match: 'exact' },
      { label: 'Users Analytics', to: '/analytics/users', match: 'exact' },
      { label: 'Usage Summary', to: '/analytics/usage', match: 'exact' },
      { label: 'Conversation Summary', to: '/analytics/conversations', match: 'exact' },
      { label: 'Business Summary', to: '/analytics/business', match: 'exact' },
    ],
  },
  {
    label: 'Setup',
    items: [
      { label: 'Businesses', to: '/setup/businesses', match: 'exact' },
      { label: 'Business Types', to: '/setup/business-types', match: 'exact' },
    ],
  },
];

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.match === 'exact') return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
