import { type Request } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { overrideRuntimeConfig, restoreRuntimeConfig } from './support/runtime-config-file';
import { remotePort } from './support/sections';
import { expectAllSectionsUp } from './support/sections-ready';
import { signIn } from './support/sign-in';

// Long enough for Retry's load, whose manifest is answered, to arrive on a busy machine.
const SLOW_LIMIT_MS = 8000;

function remoteOrigin(remote: string) {
  return `http://127.0.0.1:${remotePort(remote)}`;
}

function collectFailureReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/auth/_log')) reports.push(request.postData() ?? '');
  });
  return reports;
}

// What the pages log when a remote fails: the browser's network error, the federation
// runtime's error and the shell's one report.
const REMOTE_FAILURE_LOGS = [
  /Failed to load resource: net::ERR_/,
  /Remote "\w+" failed to load/,
  /Federation Runtime/,
];

test.describe('a remote that fails', () => {
  test.beforeEach(async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...REMOTE_FAILURE_LOGS);
    await signIn(page, 'admin@switchboard.local');
    await expectAllSectionsUp(page);
  });

  test('blocked: shows the fallback, the rest works, Retry recovers without a reload, logged once', async ({
    page,
  }) => {
    // Bots is up until now: let the dashboard's picker finish loading before it goes down.
    await expect(page.getByRole('combobox', { name: 'Selected bot' })).toBeVisible();
    const reports = collectFailureReports(page);
    await page.route(`${remoteOrigin('bots')}/**`, (route) => route.abort('connectionrefused'));
    // A fresh document whose every use of Bots (the section and the topbar picker) fails.
    await page.goto('/bots');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await expect(page.getByText('Bots is unavailable right now')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Selected bot' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Businesses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();
    // The first-bot rule lives in the shared store, so sections still get a bot.
    await menu.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByTestId('section-bot')).toHaveText(/^Bot: .+/);
    await menu.getByRole('link', { name: 'Bots' }).click();
    await expect(page.getByText('Bots is unavailable right now')).toBeVisible();

    await expect.poll(() => reports.filter((r) => r.includes('"remote":"bots"')).length).toBe(1);
    await page.unroute(`${remoteOrigin('bots')}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bots', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    expect(reports.filter((r) => r.includes('"remote":"bots"'))).toHaveLength(1);
  });

  test('script error in its entry: shows the fallback, Retry recovers', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/uncaught page error: broken deploy/);
    await page.route(`${remoteOrigin('knowledge')}/remoteEntry.js`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'throw new Error("broken deploy")',
      }),
    );
    await page.goto('/knowledge/documents');
    await expect(page.getByText('Knowledge is unavailable right now')).toBeVisible();
    await page.unroute(`${remoteOrigin('knowledge')}/remoteEntry.js`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  });

  test('404 manifest: shows the fallback', async ({ page }) => {
    await page.route(`${remoteOrigin('setup')}/mf-manifest.json`, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.goto('/setup/businesses');
    await expect(page.getByText('Setup is unavailable right now')).toBeVisible();
  });

  test.describe('slower than its limit', () => {
    // The stack gives remotes a minute, so a starved machine never shows a card by mistake;
    // this test sets the limit it proves through the runtime config, which nothing beside it
    // may read meanwhile.
    test.describe.configure({ lock: '-exclusive-' });
    test.afterEach(() => restoreRuntimeConfig());

    test('shows the fallback, Retry recovers once it answers', async ({ page }) => {
      overrideRuntimeConfig({ remoteLoadTimeoutMs: SLOW_LIMIT_MS });
      const reports = collectFailureReports(page);
      let stall = true;
      await page.route(`${remoteOrigin('analytics')}/mf-manifest.json`, async (route) => {
        if (stall) return; // never answered: the load hangs
        await route.continue();
      });
      await page.goto('/analytics/usage');
      await expect(page.getByText('Analytics is unavailable right now')).toBeVisible();
      await expect(page.getByText(`no answer within ${SLOW_LIMIT_MS} ms`)).toBeVisible();
      stall = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Usage Summary' })).toBeVisible();
      expect(reports.filter((r) => r.includes('"remote":"analytics"'))).toHaveLength(1);
    });
  });
});

test("a first visit while a remote is down: the runtime config's last known menu shows its section, unavailable, and Retry loads it", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...REMOTE_FAILURE_LOGS);
  // A fresh context: this browser remembers no manifest from an earlier visit.
  await page.route(`${remoteOrigin('setup')}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page, 'admin@switchboard.local', '/setup/business-types');
  const remembered = await page.evaluate(() =>
    localStorage.getItem('switchboard.remote-manifests'),
  );
  expect(remembered ?? '').not.toContain('"setup"');
  await expect(page.getByText('Setup is unavailable right now')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Bots' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Businesses' })).toBeVisible();
  await page.unroute(`${remoteOrigin('setup')}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
});
