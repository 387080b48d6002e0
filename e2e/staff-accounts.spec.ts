import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { HOME_STAFF } from './support/menus';
import { PASSWORD, signIn } from './support/sign-in';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';

const COLLEAGUE_PASSWORD = 'colleague-pass-1';

/**
 * Run alone, this spec meets the platform while it still seeds its history, when a sign-in
 * can outlast the gateway's 10 s wait: it waits for the platform to answer one first.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const signInOnPlatform = () =>
    request.post(`${process.env.E2E_PLATFORM_URL}/auth/v1/token?grant_type=password`, {
      headers: { apikey: DEV_SUPABASE_ANON_KEY },
      data: { email: 'admin@switchboard.local', password: PASSWORD },
      timeout: 60_000,
    });
  await expect
    .poll(async () => (await signInOnPlatform()).status(), { timeout: 170_000 })
    .toBe(200);
});

const rowOf = (within: Page | Locator, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), within.getByRole('row'));

test('an admin invites a colleague, disables them later, and the audit log says who did what', async ({
  page,
  browser,
}) => {
  const email = `colleague-${Date.now()}@switchboard.local`;
  await signIn(page, 'admin@switchboard.local', '/pages/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users List' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  // No SMTP_URL in the test stack: the one-time link is shown to pass on.
  const link = await page.getByTestId('one-time-link').inputValue();
  expect(link).toMatch(/\/auth\/set-password#token_hash=.+&type=invite$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf(page, email, 'invited', 'employee')).toBeVisible();

  // The colleague, in a browser of their own, opens the link and sets a password.
  const other = await browser.newContext();
  const pageErrors: string[] = [];
  try {
    const colleague = await other.newPage();
    colleague.on('pageerror', (error) => pageErrors.push(error.message));
    await colleague.goto(link);
    await colleague.getByLabel(/^New password/).fill(COLLEAGUE_PASSWORD);
    await colleague.getByLabel(/^Repeat the password/).fill(COLLEAGUE_PASSWORD);
    await colleague.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(colleague).toHaveURL(/\/pages\/dashboard$/);
    const menu = colleague.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('link').allInnerTexts()).toEqual(HOME_STAFF);

    // The colleague's own change shows when the admin's list is read again; the admin's
    // actions below update it in place.
    await page.reload();
    await expect(rowOf(page, email, 'active')).toBeVisible();
    await rowOf(page, email).getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(rowOf(page, email, 'disabled')).toBeVisible();

    // The colleague's open session ends on their next request.
    await menu.getByRole('link', { name: 'Users List' }).click();
    await expect(colleague).toHaveURL(/\/auth\/login/);
    await expect(colleague.getByRole('status')).toHaveText('You were signed out');
    expect(pageErrors).toEqual([]);
  } finally {
    await other.close();
  }

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(rowOf(page, 'admin@switchboard.local', 'invite', email).first()).toBeVisible();
  await expect(rowOf(page, `${email}`, 'sign-in').first()).toBeVisible();
  await expect(rowOf(page, 'admin@switchboard.local', 'disable', email).first()).toBeVisible();

  // The Person filter finds the colleague on the server as the admin types, among however
  // many accounts there are, and shows only what they did.
  const searched = page.waitForRequest((request) =>
    /\/admin\/users\?.*filter=colleague-/.test(request.url()),
  );
  await page.getByRole('combobox', { name: 'Person' }).fill(email.split('@')[0]!);
  await searched;
  await page.getByRole('option', { name: email }).click();
  const entries = page.getByRole('grid', { name: 'Audit entries' });
  await expect(rowOf(entries, email, 'sign-in').first()).toBeVisible();
  await expect(rowOf(entries, 'admin@switchboard.local')).toHaveCount(0);
});

test('the Users List pages and searches on the server, and the Audit Log exports every match', async ({
  page,
}) => {
  await signIn(page, 'admin@switchboard.local', '/pages/users');
  const grid = page.getByRole('grid', { name: 'Accounts' });
  await expect(rowOf(page, 'superuser@switchboard.local')).toBeVisible();
  const asked = page.waitForRequest((request) =>
    /\/admin\/users\?.*filter=hiringmanager/.test(request.url()),
  );
  await page.getByRole('searchbox').fill('hiringmanager');
  await asked;
  await expect(rowOf(grid, 'hiringmanager@switchboard.local')).toBeVisible();
  await expect(rowOf(grid, 'superuser@switchboard.local')).toHaveCount(0);
  await expect(page.getByText('1–1 of 1')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  const exported = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Export all matching \(CSV, newest 100,000 at most\)$/ })
    .click();
  const csv = await (await exported).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('When,Who,Action,Kind,What,Id,Changes');
  // Every entry, not only the 100 loaded: the seeded history signs in many more times.
  expect(lines.length - 1).toBeGreaterThan(1);
  expect(lines.some((line) => line.includes(',sign-in,account,'))).toBe(true);
  await expect(page.getByText(/^Exported [\d,]+ entries$/)).toBeVisible();
});
