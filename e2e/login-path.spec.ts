import { chunksHolding, fileOf } from './support/built-chunks';
import { countReactRenderers } from './support/react-renderers';
import { sharedModuleGetters } from './support/share-scope';
import { PASSWORD } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * What only pages behind the sign-in use: the store, RTK Query, axios, the toasts (their
 * own files; a small library one of them carries inside may sit in a shared chunk).
 */
const CONSOLE_ONLY =
  /node_modules\/(?:axios|@reduxjs\/toolkit|react-redux|redux|immer|notistack)\/(?!node_modules\/)|shared-data\/src\/store\//;

/** The federated host's own script: the federation runtime and its share tables. */
const CONSOLE_SCRIPT = /^main\.[0-9a-f]+\.js$/;

test('the login page loads the form, its theme and the session, none of the console behind it', async ({
  page,
}) => {
  const reactRenderers = await countReactRenderers(page);
  const consoleOnly = new Set(chunksHolding('host-shell', CONSOLE_ONLY));
  // The check sees the chunks it looks for: the build has them, under these names.
  expect(consoleOnly.size).toBeGreaterThan(0);
  const gatewayOrigin = new URL(process.env.E2E_BASE_URL!).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.map(fileOf).filter((file) => consoleOnly.has(file))).toEqual([]);
  // Nor any remote: their entries and manifests are for signed-in pages.
  expect(requested.filter((url) => new URL(url).origin !== gatewayOrigin)).toEqual([]);
  // Nor the federation runtime: the page, which carries its config, and one script of its own.
  expect(requested.map(fileOf).filter((file) => CONSOLE_SCRIPT.test(file))).toEqual([]);
  expect(requested.map((url) => new URL(url).pathname)).toEqual([
    '/auth/login',
    expect.stringMatching(/^\/login\/login\.[0-9a-f]+\.js$/),
  ]);

  // Typing starts loading the console, so it is there by the time the form is sent…
  await page.getByLabel('E-mail').fill('admin@switchboard.local');
  await expect
    .poll(() => requested.map(fileOf).filter((file) => consoleOnly.has(file)).length)
    .toBeGreaterThan(0);
  // …and the five remotes' manifests, which the first page after sign-in needs.
  const remoteManifests = () =>
    new Set(
      requested
        .filter((url) => new URL(url).origin !== gatewayOrigin && url.includes('mf-manifest.json'))
        .map((url) => new URL(url).origin),
    ).size;
  await expect.poll(remoteManifests).toBe(5);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The console took the login page's React (and its root) rather than starting another…
  expect(await reactRenderers()).toBe(1);
  // …as React's own exports, as its own build would provide them. A namespace made around
  // them reads every member through a getter, and every hook call and element of every
  // page went through one (a first visit after signing in ran more script than after a reload).
  const reactModules = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
  const getters = await sharedModuleGetters(page, reactModules);
  expect(getters).toHaveLength(reactModules.length);
  expect(getters).toEqual(reactModules.map((pkg) => `${pkg}: 0 getters ()`));
});
