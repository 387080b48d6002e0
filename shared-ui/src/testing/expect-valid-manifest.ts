import { MENU_GROUPS, readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';
import { matchPath } from 'react-router-dom';

/** A route parameter or splat: a pattern's placeholder, not an address anyone can open. */
const PLACEHOLDER_SEGMENT = /(^|\/)(:|\*)/;

/**
 * The checks every remote's manifest must pass beyond its type: names that agree with
 * its federation container, a release read from the build, absolute routes, menu
 * entries that open one of its own pages, loadable pages.
 */
export async function expectValidManifest(manifest: RemoteManifest, containerName: string) {
  expect(manifest.name).toBe(containerName);
  expect(manifest.title).not.toBe('');
  // Tests run unbuilt code, where every stamp read from the build is the development one,
  // so a version check could not fail here; a release written into the source instead of
  // read from the build would name the same version in every build.
  expect(manifest.release).toEqual(readBuildStamp(undefined).release);
  const paths = manifest.routes.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  // The shell mounts every route at the console's root.
  expect(paths.filter((path) => !path.startsWith('/'))).toEqual([]);
  for (const entry of manifest.menu) expect(MENU_GROUPS).toContain(entry.group);
  // defineRemoteManifest gives an entry its page's own pattern, and a pattern always
  // matches its own text, so matching alone could not fail: an entry on a page such as
  // `/bots/:id` would put that literal `:id` in the sidebar's link.
  const entriesToPatterns = manifest.menu.filter((entry) => PLACEHOLDER_SEGMENT.test(entry.to));
  expect(entriesToPatterns.map((entry) => entry.to)).toEqual([]);
  const entriesToNoPage = manifest.menu.filter(
    (entry) => !paths.some((path) => matchPath(path, entry.to)),
  );
  expect(entriesToNoPage.map((entry) => entry.to)).toEqual([]);
  for (const route of manifest.routes) {
    const page = await route.page();
    expect(typeof page.default).toBe('function');
  }
}
