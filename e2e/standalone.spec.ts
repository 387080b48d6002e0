import { expect, test } from './support/test';
import { PASSWORD } from './support/sign-in';
import { startStandaloneRemote } from './support/standalone-remote';

// webpack compiles the remote in development mode first: minutes on a busy two-core machine.
test.describe.configure({ timeout: 300_000 });

test('a remote started on its own signs in, loads real rows and saves through the gateway', async ({
  page,
}) => {
  const remote = await startStandaloneRemote('mfe-setup');
  try {
    await page.goto(`${remote.url}/setup/business-types`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 120_000 });
    await page.getByLabel(/^E-mail/).fill('admin@switchboard.local');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The development bundle's first render after sign-in took over 15 s at load 12 in CI.
    await expect(page.getByText('admin@switchboard.local')).toBeVisible({ timeout: 60_000 });

    // A write goes through the dev server to the Bots API with the session's token.
    const name = `Standalone type ${Date.now()}`;
    await page.getByRole('button', { name: 'Add business type' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add business type' });
    await sheet.getByLabel(/^Name/).fill(name);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Business type created successfully', { exact: true }),
    ).toBeVisible();

    // The stored login holds over a reload, and the row is the server's, not the page's.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();

    // The page took the gateway's runtime config, with the platform reached through its server.
    const config = await page.evaluate(async () => {
      const response = await fetch('/runtime-config.json');
      return (await response.json()) as { apiBaseUrl: string; brandName: string };
    });
    expect(config).toMatchObject({
      apiBaseUrl: `${remote.url}/platform-api`,
      brandName: expect.any(String),
    });
  } finally {
    remote.stop();
  }
});
