import { BOT_ADMINS, STAFF } from '@switchboard/domain';
import { defineRemoteManifest } from './define-remote-manifest';

const release = { version: '1.0.0', commit: 'abc', builtAt: '' };
const page = () => Promise.resolve({ default: () => null });
const Icon = () => null;

describe('defineRemoteManifest', () => {
  it('gives every route the remote’s access and every menu entry its page’s path', () => {
    const manifest = defineRemoteManifest({
      name: 'demo',
      title: 'Demo',
      release,
      access: BOT_ADMINS,
      menuGroup: 'Setup',
      pages: [
        { path: '/demo', title: 'Demo list', page, menu: { order: 10, icon: Icon } },
        { path: '/demo/:id', title: 'Demo item', page },
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
      release,
      access: BOT_ADMINS,
      menuGroup: 'Setup',
      pages: [
        {
          path: '/demo',
          title: 'Demo list',
          access: STAFF,
          page,
          menu: { label: 'Demo', order: 5, group: 'Assistants', match: 'prefix' },
        },
      ],
      widgets: { reports: page },
    });
    expect(manifest.routes[0]?.access).toBe(STAFF);
    expect(manifest.menu).toEqual([
      { group: 'Assistants', label: 'Demo', to: '/demo', match: 'prefix', order: 5, access: STAFF },
    ]);
    expect(manifest.widgets.reports).toBe(page);
  });
});
