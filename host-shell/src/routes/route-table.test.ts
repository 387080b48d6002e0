import { AUDIT_READERS, STAFF } from '@switchboard/domain';
import { matchPath } from 'react-router-dom';
import { HOME_MENU, isMenuItemActive } from './menu';
import { INHERITED_PAGES, SHELL_PAGES, SLOT_PAGES } from './route-table';

describe("the shell's own routes", () => {
  it('keeps every Home route of the inherited menu, in order, with its match rule', () => {
    expect(HOME_MENU.items.map((item) => [item.to, item.label, item.match])).toEqual([
      ['/pages/dashboard', 'Dashboard', 'exact'],
      ['/pages/applications', 'Applications', 'exact'],
      ['/pages/interests', 'Interests', 'exact'],
      ['/pages/jobopenings', 'Job Openings', 'prefix'],
      ['/pages/forms', 'Form Templates', 'prefix'],
      ['/pages/templates', 'Submissions', 'prefix'],
      ['/pages/jobroles', 'Job Roles', 'exact'],
      ['/pages/jobschemas', 'Job Schemas', 'exact'],
      ['/pages/regions', 'Regions List', 'exact'],
      ['/pages/users', 'Users List', 'exact'],
      ['/uikit/charts', 'Reports', 'exact'],
    ]);
  });

  it('gives each inherited recruitment entry an honest page', () => {
    const inherited = HOME_MENU.items.filter(
      (item) => !['/pages/dashboard', '/uikit/charts', '/pages/users'].includes(item.to),
    );
    for (const item of inherited) {
      expect(INHERITED_PAGES.some((page) => matchPath(page.path, item.to))).toBe(true);
    }
    expect(INHERITED_PAGES.some((page) => matchPath(page.path, '/pages/jobopenings/12/edit'))).toBe(
      true,
    );
  });

  it('serves the Users List to staff and the Audit Log to superusers and bot admins', () => {
    expect(SHELL_PAGES.map((page) => [page.path, page.access])).toEqual([
      ['/pages/users', [STAFF]],
      ['/pages/audit', [AUDIT_READERS]],
    ]);
    expect(INHERITED_PAGES.some((page) => page.path === '/pages/users')).toBe(false);
  });

  it("serves Reports to staff from whichever remote fills the 'reports' slot", () => {
    expect(SLOT_PAGES).toEqual([
      { path: '/uikit/charts', slot: 'reports', title: 'Reports', access: [STAFF] },
    ]);
  });
});

describe('menu matching', () => {
  it('matches exact entries only on their own path', () => {
    const item = { label: 'Job Roles', to: '/pages/jobroles', match: 'exact' as const, access: [] };
    expect(isMenuItemActive(item, '/pages/jobroles')).toBe(true);
    expect(isMenuItemActive(item, '/pages/jobroles/1')).toBe(false);
  });

  it('matches prefix entries on sub-paths but not on look-alike paths', () => {
    const item = {
      label: 'Job Openings',
      to: '/pages/jobopenings',
      match: 'prefix' as const,
      access: [],
    };
    expect(isMenuItemActive(item, '/pages/jobopenings/3')).toBe(true);
    expect(isMenuItemActive(item, '/pages/jobopeningsx')).toBe(false);
  });
});
