import { EVERYONE, STAFF } from '@switchboard/domain';
import type { RemoteState } from '../federation/remote-state';
import { fakeManifest, ready } from '../federation/testing/fake-manifest';
import { visibleMenu } from './menu';

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

const analytics = fakeManifest('analytics', [
  { group: 'Analytics', label: 'Usage Summary', to: '/analytics/usage', order: 60 },
  { group: 'Analytics', label: 'Dashboard', to: '/analytics/dashboard', order: 10 },
]);
const knowledge = fakeManifest('knowledge', [
  { group: 'Analytics', label: 'Documents', to: '/knowledge/documents', order: 20 },
]);
const setup = fakeManifest('setup', [
  { group: 'Setup', label: 'Businesses', to: '/setup/businesses', order: 10 },
]);
const bots = fakeManifest('bots', [{ group: 'Assistants', label: 'Bots', to: '/bots', order: 10 }]);
const REMOTES = [analytics, knowledge, setup, bots].map(ready);

function labels(roleName: string, isBotAdmin: boolean, remotes: RemoteState[] = REMOTES) {
  return Object.fromEntries(
    visibleMenu({ roleName, isBotAdmin }, remotes).map((group) => [
      group.label,
      group.items.map((item) => item.label),
    ]),
  );
}

describe('the sidebar composed from the Home menu and the remotes’ manifests', () => {
  it('puts the groups in the shell’s order and interleaves remotes’ entries by their order', () => {
    expect(labels('admin', true)).toEqual({
      Home: HOME_STAFF,
      Assistants: ['Bots'],
      Analytics: ['Dashboard', 'Documents', 'Usage Summary'],
      Setup: ['Businesses'],
      Administration: ['Audit Log'],
    });
  });

  it('shows the Audit Log to superusers outside the admin area too, and to no other staff', () => {
    expect(labels('superuser', false)).toEqual({ Home: HOME_STAFF, Administration: ['Audit Log'] });
    expect(labels('admin', false).Administration).toBeUndefined();
    expect(labels('employee', false).Administration).toBeUndefined();
  });

  it('shows an applicant only the Dashboard', () => {
    expect(labels('applicant', false)).toEqual({ Home: ['Dashboard'] });
  });

  it.each(['hiringmanager', 'employee'])(
    'shows %s every Home entry and no remote entry',
    (role) => {
      expect(labels(role, false)).toEqual({ Home: HOME_STAFF });
    },
  );

  it('shows an admin outside the admin-area rule only the Home entries', () => {
    expect(labels('admin', false)).toEqual({ Home: HOME_STAFF });
  });

  it('shows nothing to a role it does not know', () => {
    expect(labels('intruder', false)).toEqual({});
  });

  it('refuses a remote that widens an entry beyond bot admins', () => {
    const widening = fakeManifest('rogue', [
      { group: 'Setup', label: 'Everyone', to: '/setup/everyone', order: 1, access: EVERYONE },
    ]);
    widening.menu = widening.menu.map((entry) => ({ ...entry, access: EVERYONE }));
    const remotes = [ready(widening)];
    expect(labels('applicant', false, remotes)).toEqual({ Home: ['Dashboard'] });
    expect(labels('employee', false, remotes)).toEqual({ Home: HOME_STAFF });
    expect(labels('admin', true, remotes)).toEqual({
      Home: HOME_STAFF,
      Setup: ['Everyone'],
      Administration: ['Audit Log'],
    });
  });

  it('lets a remote narrow an entry to fewer roles than the ceiling', () => {
    const narrow = fakeManifest('setup', [
      { group: 'Setup', label: 'Danger', to: '/setup/danger', order: 1 },
    ]);
    narrow.menu = narrow.menu.map((entry) => ({
      ...entry,
      access: { kind: 'roles', roles: ['superuser'] },
    }));
    expect(labels('admin', true, [ready(narrow)])).toEqual({
      Home: HOME_STAFF,
      Administration: ['Audit Log'],
    });
    expect(labels('superuser', true, [ready(narrow)])).toEqual({
      Home: HOME_STAFF,
      Setup: ['Danger'],
      Administration: ['Audit Log'],
    });
  });

  it('keeps the last-seen entries of a remote that is down, and has none for one never seen', () => {
    const down: RemoteState = {
      name: 'setup',
      status: 'down',
      reason: 'no answer',
      cached: {
        title: 'Setup',
        version: '1.0.0',
        menu: [
          {
            group: 'Setup',
            label: 'Businesses',
            to: '/setup/businesses',
            match: 'exact',
            order: 10,
            access: STAFF,
          },
        ],
        routes: [],
        widgets: [],
      },
    };
    const neverSeen: RemoteState = { name: 'bots', status: 'down', reason: 'no answer' };
    expect(labels('admin', true, [down, neverSeen])).toEqual({
      Home: HOME_STAFF,
      Setup: ['Businesses'],
      Administration: ['Audit Log'],
    });
  });
});
