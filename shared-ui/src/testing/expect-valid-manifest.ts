import { MENU_GROUPS, type RemoteManifest } from '@switchboard/shared-data';
import { matchPath } from 'react-router-dom';

/**
 * The checks every remote's manifest must pass beyond its type: names that agree with
 * its federation container, menu entries that lead to its own pages, loadable pages.
 */
export async function expectValidManifest(manifest: RemoteManifest, containerName: string) {
  expect(manifest.name).toBe(containerName);
  expect(manifest.title).not.toBe('');
  expect(manifest.release.version).not.toBe('');
  const paths = manifest.routes.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const entry of manifest.menu) {
    expect(MENU_GROUPS).toContain(entry.group);
    expect(paths.some((path) => matchPath(path, entry.to))).toBe(true);
  }
  for (const route of manifest.routes) {
    const page = await route.page();
    expect(typeof page.default).toBe('function');
  }
}
