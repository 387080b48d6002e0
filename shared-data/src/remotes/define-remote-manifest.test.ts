import { BOT_ADMINS, STAFF } from '@switchboard/domain';
import { defineRemoteManifest } from './define-remote-manifest';

const release = { version: '1.0.0', commit: 'abc', builtAt: '' };
const build = { release, sharedVersions: {} };
const page = () => Promise.resolve({ default: () => null });
const Icon = () => null;

describe('defineRemoteManifest', () => {
  it('gives every route the remote’s access and every menu entry its page’s path', () => {
    const manifest = defineRemoteManifest({
      name: 'demo',
      title: 'Demo',
      build,
      menuGroup: 'Setup',
      pages: [
        ['/demo', 'Demo list', page, { order: 10, icon: Icon }],
        ['/demo/:id', 'Demo item', page],
      ],
    });
    expect(manifest).toEqual({
      name: 'demo',
      title: 'Demo',
      release,
      routes: [
        { path: '/demo', title: 'Demo list', access: BOT_ADMINS, page },
        { path: '/demo/:id', title: 'Demo item', access: BOT_ADMINS, page },
      ],
      menu: [
        {
          group: 'Setup',
          label: 'Demo list',
          to: '/demo',
          match: 'exact',
          order: 10,
          access: BOT_ADMINS,
          icon: Icon,
        },
      ],
    });
  });

  it('lets a page narrow its access and its entry choose label, group and match', () => {
    const manifest = defineRemoteManifest({
      name: 'demo',
      title: 'Demo',
      build,
      menuGroup: 'Setup',
      pages: [
        [
          '/demo',
          'Demo list',
          page,
          { label: 'Demo', order: 5, group: 'Assistants', match: 'prefix' },
          STAFF,
        ],
        ['/demo/:id', 'Demo item', page],
      ],
      widgets: { reports: page },
    });
    expect(manifest.routes.map((route) => route.access)).toEqual([STAFF, BOT_ADMINS]);
    expect(manifest.menu).toEqual([
      { group: 'Assistants', label: 'Demo', to: '/demo', match: 'prefix', order: 5, access: STAFF },
    ]);
    expect(manifest.widgets.reports).toBe(page);
  });

  it('reads an unbuilt module’s missing stamp as a development release', () => {
    const manifest = defineRemoteManifest({
      name: 'demo',
      title: 'Demo',
      build: undefined,
      menuGroup: 'Setup',
      pages: [],
    });
    expect(manifest.release.version).toBe('development');
  });
});
