import path from 'node:path';
import type { Chunk, Module } from 'webpack';
import { remotePageChunkGroups } from './remote-page-groups';

const PACKAGE_DIR = path.join(path.sep, 'repo', 'mfe-analytics');
const groups = remotePageChunkGroups(PACKAGE_DIR);

const moduleAt = (file: string) =>
  ({ resource: path.join(path.sep, 'repo', file) }) as unknown as Module;
const chunk = (name: string | undefined, initial = false) =>
  ({ name, canBeInitial: () => initial }) as unknown as Chunk;

it("puts the remote's own source behind its pages in one chunk, libraries apart", () => {
  expect(groups.pages.test(moduleAt('mfe-analytics/src/pages/usage-summary-page.tsx'))).toBe(true);
  expect(groups.pages.test(moduleAt('domain/src/analytics/analytics-schemas.ts'))).toBe(true);
  expect(groups.pages.test(moduleAt('node_modules/jszip/lib/index.js'))).toBe(false);
  // A shared package's source is the host's to provide, not this page chunk's.
  expect(groups.pages.test(moduleAt('shared-ui/src/files/csv.ts'))).toBe(false);
  expect(groups.pages.test(moduleAt('mfe-analytics-extra/src/a.ts'))).toBe(false);
  expect(groups.pages.test({} as unknown as Module)).toBe(false);
});

it("leaves the container's entry and its exposed modules' chunks whole", () => {
  for (const group of [groups.pages, groups['component-helpers']]) {
    expect(group.chunks(chunk('__federation_expose_manifest'))).toBe(false);
    expect(group.chunks(chunk('analytics', true))).toBe(false);
    expect(group.chunks(chunk(undefined))).toBe(true);
  }
});

it('groups the helpers MUI X components are made of, not what one action loads', () => {
  const helpers = groups['component-helpers'].test;
  expect(helpers.test('/repo/node_modules/@mui/x-internals/rafThrottle/rafThrottle.mjs')).toBe(
    true,
  );
  expect(helpers.test('/repo/node_modules/@base-ui/utils/platform/os.mjs')).toBe(true);
  expect(helpers.test('/repo/node_modules/jszip/lib/index.js')).toBe(false);
  expect(helpers.test('/repo/node_modules/@mui/x-charts/BarChart/BarChart.mjs')).toBe(false);
});
