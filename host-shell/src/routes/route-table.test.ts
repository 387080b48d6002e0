import { matchPath } from 'react-router-dom';
import { STAFF } from './access';
import { BOT_ADMIN_MENU, HOME_MENU, isMenuItemActive } from './menu';
import { INHERITED_PAGES, REMOTE_NAMES, REMOTE_SECTIONS } from './route-table';

function sectionFor(pathname: string) {
  return REMOTE_SECTIONS.find((section) => matchPath(section.path, pathname));
}

describe('the route table', () => {
  it('serves every bot-admin menu entry from a remote', () => {
    const expected: Record<string, string> = {
      '/bots': 'bots',
      '/conversations': 'conversations',
      '/analytics/dashboard': 'analytics',
      '/knowledge/documents': 'knowledge',
      '/knowledge/websites': 'knowledge',
      '/knowledge/collections': 'knowledge',
      '/analytics/users': 'analytics',
      '/analytics/usage': 'analytics',
      '/analytics/conversations': 'analytics',
      '/analytics/business': 'analytics',
      '/setup/businesses': 'setup',
      '/setup/business-types': 'setup',
    };
    const menuRoutes = BOT_ADMIN_MENU.flatMap((group) => group.items.map((item) => item.to));
    expect(menuRoutes.sort()).toEqual(Object.keys(expected).sort());
    for (const [route, remote] of Object.entries(expected))
      expect(sectionFor(route)?.remote).toBe(remote);
  });

  it('sends detail pages to their remote', () => {
    expect(sectionFor('/bots/42')?.remote).toBe('bots');
    expect(sectionFor('/conversations/7')?.remote).toBe('conversations');
  });

  it("serves Reports from the analytics remote's reports module", () => {
    expect(sectionFor('/uikit/charts')).toMatchObject({ remote: 'analytics', module: './reports' });
  });

  it('keeps every spec §2 Home route, in order, with its match rule', () => {
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
      (item) => !['/pages/dashboard', '/uikit/charts'].includes(item.to),
    );
    for (const item of inherited) {
      expect(INHERITED_PAGES.some((page) => matchPath(page.path, item.to))).toBe(true);
    }
    expect(INHERITED_PAGES.some((page) => matchPath(page.path, '/pages/jobopenings/12/edit'))).toBe(
      true,
    );
  });

  it('covers each of the five remotes', () => {
    expect(new Set(REMOTE_SECTIONS.map((section) => section.remote))).toEqual(
      new Set(REMOTE_NAMES),
    );
  });
});

describe('menu matching', () => {
  it('matches exact entries only on their own path', () => {
    const item = {
      label: 'Job Roles',
      to: '/pages/jobroles',
      match: 'exact' as const,
      access: STAFF,
    };
    expect(isMenuItemActive(item, '/pages/jobroles')).toBe(true);
    expect(isMenuItemActive(item, '/pages/jobroles/1')).toBe(false);
  });

  it('matches prefix entries on sub-paths but not on look-alike paths', () => {
    const item = {
      label: 'Job Openings',
      to: '/pages/jobopenings',
      match: 'prefix' as const,
      access: STAFF,
    };
    expect(isMenuItemActive(item, '/pages/jobopenings/3')).toBe(true);
    expect(isMenuItemActive(item, '/pages/jobopeningsx')).toBe(false);
  });
});
