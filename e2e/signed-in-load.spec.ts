import { chunksHolding, fileOf } from './support/built-chunks';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * A reload or a deep link, which is how most visits begin, loads the shell, every remote's
 * menu entries and, once idle, every section's page. Each request costs the browser and the
 * servers more than its few bytes, so the load is checked for requests it need not make.
 */
test('a signed-in load asks each remote for its manifest once and takes MUI in two files', async ({
  page,
}) => {
  const muiFiles = new Set(chunksHolding('host-shell', /node_modules\/@mui\/material\//));
  expect(muiFiles.size).toBeGreaterThan(2);
  await signIn(page, 'admin@switchboard.local', '/bots');
  await expect(page.getByRole('heading', { level: 1, name: 'Bots' })).toBeVisible();

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bots' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const manifests = requested.filter((url) => fileOf(url) === 'mf-manifest.json');
  expect(manifests).toHaveLength(5);
  expect(new Set(manifests.map((url) => new URL(url).origin)).size).toBe(5);
  const gatewayOrigin = new URL(page.url()).origin;
  const muiRequested = requested
    .filter((url) => new URL(url).origin === gatewayOrigin && muiFiles.has(fileOf(url)))
    .map((url) => fileOf(url).split('.')[0]);
  expect(muiRequested.sort()).toEqual(['mui-console', 'mui-first-screen']);
});

const REMOTE_PACKAGES = [
  'mfe-bots',
  'mfe-conversations',
  'mfe-setup',
  'mfe-knowledge',
  'mfe-analytics',
];

/**
 * What a remote's container builds besides its pages: none of the libraries it takes from
 * the host's page (TAKEN_FROM_HOST), which were five copies of React, MUI, the grid, zod
 * and the store per build, compiled and compressed for nothing.
 */
const HOST_LIBRARIES =
  /node_modules\/(?:react|react-dom|@mui\/material|@mui\/system|@emotion\/react|@mui\/x-data-grid|zod|axios|@reduxjs\/toolkit|react-router)\//;

/**
 * The menu prefetches every section's page on a signed-in load, so each file a remote's
 * pages are cut into is one more request on every reload: each remote builds its pages'
 * own source into one file, and no copy of a library the host provides.
 */
test("each remote's pages come in one file, with no copy of the host's libraries", async ({
  page,
}) => {
  // The check sees what it looks for: the host builds each of them.
  expect(chunksHolding('host-shell', HOST_LIBRARIES).length).toBeGreaterThan(0);
  for (const pkg of REMOTE_PACKAGES) {
    expect(chunksHolding(pkg, /^webpack:\/\/\w+\/\.\/src\/pages\//)).toHaveLength(1);
    expect(chunksHolding(pkg, HOST_LIBRARIES), pkg).toEqual([]);
  }
  // And the pages run on the host's: a remote with zod, the grid and the charts.
  await signIn(page, 'admin@switchboard.local', '/analytics/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Summary' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});
