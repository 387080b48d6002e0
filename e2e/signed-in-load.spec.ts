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
 * The menu prefetches every section's page on a signed-in load, so each file a remote's
 * pages are cut into is one more request on every reload: each remote builds its pages'
 * own source into one file, and takes zod from the host instead of sending its own copy.
 */
test("each remote's pages come in one file, with the host's zod", async ({ page }) => {
  for (const pkg of REMOTE_PACKAGES) {
    expect(chunksHolding(pkg, /^webpack:\/\/\w+\/\.\/src\/pages\//)).toHaveLength(1);
  }
  const zodCopies = new Set(
    REMOTE_PACKAGES.flatMap((pkg) => chunksHolding(pkg, /node_modules\/zod\//)),
  );
  // The check sees what it looks for: the remotes still build zod as a fallback.
  expect(zodCopies.size).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(fileOf(request.url())));
  await signIn(page, 'admin@switchboard.local', '/analytics/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Summary' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((file) => zodCopies.has(file))).toEqual([]);
});
