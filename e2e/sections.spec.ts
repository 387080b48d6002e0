import { expect, test } from './support/test';
import { remotePort, SECTION_PAGES } from './support/sections';

const SECTION_REMOTES = [...new Set(SECTION_PAGES.map((page) => page.remote))];
import { signIn, startSession } from './support/sign-in';

test.describe('every section route renders its remote', () => {
  for (const page of SECTION_PAGES) {
    test(`${page.path} (deep link) shows ${page.heading} from ${page.remote}`, async ({
      page: browserPage,
    }) => {
      const manifests: string[] = [];
      browserPage.on('request', (request) => {
        if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
      });
      // Signing in with the page as the return address is a deep link that loads only it.
      await signIn(browserPage, 'admin@switchboard.local', page.path);
      await expect(
        browserPage.getByRole('heading', { level: 1, name: page.heading, exact: true }),
      ).toBeVisible();
      // The shell composes its menu from every remote's manifest.
      const all = SECTION_REMOTES.map((r) => `http://127.0.0.1:${remotePort(r)}/mf-manifest.json`);
      expect(new Set(manifests)).toEqual(new Set(all));
    });
  }
});

test('the shell keeps its own pages and answers unknown addresses', async ({ page }) => {
  await startSession(page, 'admin@switchboard.local');
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/pages/jobroles');
  await expect(
    page.getByText('The Job Roles module belongs to the recruitment product'),
  ).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('browser back and forward move between remotes without reloading', async ({ page }) => {
  await signIn(page, 'admin@switchboard.local');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Bots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bots', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Business Types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/bots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bots', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Bots', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});
