import { BOT_ADMINS, canAccess, EVERYONE, STAFF, type Access, type Viewer } from './access';

/** The sidebar model: spec §2's Home table, then the bot-admin groups of DESIGN.md §5. */

export interface MenuItem {
  label: string;
  to: string;
  match: 'exact' | 'prefix';
  access: Access;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export const HOME_MENU: MenuGroup = {
  label: 'Home',
  items: [
    { label: 'Dashboard', to: '/pages/dashboard', match: 'exact', access: EVERYONE },
    { label: 'Applications', to: '/pages/applications', match: 'exact', access: STAFF },
    { label: 'Interests', to: '/pages/interests', match: 'exact', access: STAFF },
    { label: 'Job Openings', to: '/pages/jobopenings', match: 'prefix', access: STAFF },
    { label: 'Form Templates', to: '/pages/forms', match: 'prefix', access: STAFF },
    { label: 'Submissions', to: '/pages/templates', match: 'prefix', access: STAFF },
    { label: 'Job Roles', to: '/pages/jobroles', match: 'exact', access: STAFF },
    { label: 'Job Schemas', to: '/pages/jobschemas', match: 'exact', access: STAFF },
    { label: 'Regions List', to: '/pages/regions', match: 'exact', access: STAFF },
    { label: 'Users List', to: '/pages/users', match: 'exact', access: STAFF },
    { label: 'Reports', to: '/uikit/charts', match: 'exact', access: STAFF },
  ],
};

export const BOT_ADMIN_MENU: readonly MenuGroup[] = [
  {
    label: 'Assistants',
    items: [
      { label: 'Bots', to: '/bots', match: 'prefix', access: BOT_ADMINS },
      { label: 'Conversations', to: '/conversations', match: 'prefix', access: BOT_ADMINS },
    ],
  },
  {
    label: 'Analytics',
    items: [
      { label: 'Dashboard', to: '/analytics/dashboard', match: 'exact', access: BOT_ADMINS },
      { label: 'Documents', to: '/knowledge/documents', match: 'exact', access: BOT_ADMINS },
      { label: 'Websites', to: '/knowledge/websites', match: 'exact', access: BOT_ADMINS },
      { label: 'Collections', to: '/knowledge/collections', match: 'exact', access: BOT_ADMINS },
      { label: 'Users Analytics', to: '/analytics/users', match: 'exact', access: BOT_ADMINS },
      { label: 'Usage Summary', to: '/analytics/usage', match: 'exact', access: BOT_ADMINS },
      {
        label: 'Conversation Summary',
        to: '/analytics/conversations',
        match: 'exact',
        access: BOT_ADMINS,
      },
      { label: 'Business Summary', to: '/analytics/business', match: 'exact', access: BOT_ADMINS },
    ],
  },
  {
    label: 'Setup',
    items: [
      { label: 'Businesses', to: '/setup/businesses', match: 'exact', access: BOT_ADMINS },
      { label: 'Business Types', to: '/setup/business-types', match: 'exact', access: BOT_ADMINS },
    ],
  },
];

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.match === 'exact') return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The groups and entries this viewer may see; a group with nothing left is dropped. */
export function visibleMenu(viewer: Viewer): MenuGroup[] {
  return [HOME_MENU, ...BOT_ADMIN_MENU]
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => canAccess(item.access, viewer)),
    }))
    .filter((group) => group.items.length > 0);
}
