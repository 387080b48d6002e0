import { canAccess } from './access';
import { visibleMenu } from './menu';
import { INHERITED_PAGES, REMOTE_SECTIONS } from './route-table';

const HOME_STAFF = [
  'Dashboard',
  'Applications',
  'Interests',
  'Job Openings',
  'Form Templates',
  'Submissions',
  'Job Roles',
  'Job Schemas',
  'Regions List',
  'Users List',
  'Reports',
];
const ADMIN_GROUPS = {
  Assistants: ['Bots', 'Conversations'],
  Analytics: [
    'Dashboard',
    'Documents',
    'Websites',
    'Collections',
    'Users Analytics',
    'Usage Summary',
    'Conversation Summary',
    'Business Summary',
  ],
  Setup: ['Businesses', 'Business Types'],
};

function labels(roleName: string, isBotAdmin: boolean) {
  return Object.fromEntries(
    visibleMenu({ roleName, isBotAdmin }).map((group) => [
      group.label,
      group.items.map((i) => i.label),
    ]),
  );
}

describe('role-filtered menu (spec §6, DESIGN.md §5)', () => {
  it('shows an applicant only the Dashboard', () => {
    expect(labels('applicant', false)).toEqual({ Home: ['Dashboard'] });
  });

  it.each(['hiringmanager', 'employee'])(
    'shows %s every Home entry and no bot-admin section',
    (role) => {
      expect(labels(role, false)).toEqual({ Home: HOME_STAFF });
    },
  );

  it.each(['superuser', 'admin'])('shows a %s who passes the access rule everything', (role) => {
    expect(labels(role, true)).toEqual({ Home: HOME_STAFF, ...ADMIN_GROUPS });
  });

  it('shows an admin outside the access rule only the Home entries', () => {
    expect(labels('admin', false)).toEqual({ Home: HOME_STAFF });
  });

  it('shows nothing to a role it does not know', () => {
    expect(labels('intruder', false)).toEqual({});
  });
});

describe('route guards agree with the menu', () => {
  it('keeps remote sections for bot admins, Reports for staff', () => {
    for (const section of REMOTE_SECTIONS) {
      const staffOnly = { roleName: 'employee', isBotAdmin: false };
      expect(canAccess(section.access, staffOnly)).toBe(section.path === '/uikit/charts');
      expect(canAccess(section.access, { roleName: 'admin', isBotAdmin: true })).toBe(true);
    }
  });

  it('refuses applicants the inherited recruitment pages', () => {
    for (const page of INHERITED_PAGES) {
      expect(canAccess(page.access, { roleName: 'applicant', isBotAdmin: false })).toBe(false);
      expect(canAccess(page.access, { roleName: 'hiringmanager', isBotAdmin: false })).toBe(true);
    }
  });
});
