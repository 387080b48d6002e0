import fs from 'node:fs';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { overrideRuntimeConfig, restoreRuntimeConfig } from './support/runtime-config-file';
import { signIn } from './support/sign-in';

// The Businesses grid past its server threshold, on the real stack: the threshold is
// lowered through the runtime configuration so a few dozen rows page on the server.
const stamp = `Grid${Date.now()}`;
const names = Array.from({ length: 30 }, (_, i) => `${stamp} ${String(i + 1).padStart(2, '0')}`);
const created: string[] = [];

async function adminApi(request: APIRequestContext) {
  const platform = process.env.E2E_PLATFORM_URL!;
  const signedIn = await request.post(`${platform}/auth/v1/token?grant_type=password`, {
    headers: { apikey: process.env.SUPABASE_ANON_KEY ?? DEV_SUPABASE_ANON_KEY },
    data: { email: 'superuser@switchboard.local', password: 'switchboard' },
  });
  expect(signedIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  return { platform, headers };
}

// It lowers the running console's grid threshold for everyone: nothing runs beside it.
test.describe.configure({ lock: '-exclusive-' });

test.beforeAll(async ({ request }) => {
  const { platform, headers } = await adminApi(request);
  for (const [index, name] of names.entries()) {
    const industry = index % 2 ? 'Agriculture' : 'Healthcare';
    const response = await request.post(`${platform}/api/businesses`, {
      headers,
      data: { name, industry },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()).id);
  }
  overrideRuntimeConfig({ gridServerThreshold: 3 });
});

test.afterAll(async ({ request }) => {
  restoreRuntimeConfig();
  const { platform, headers } = await adminApi(request);
  for (const id of created) await request.delete(`${platform}/api/businesses/${id}`, { headers });
});

test('past the threshold the grid searches, pages and sorts on the server and exports every match', async ({
  page,
}) => {
  const listCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/businesses') listCalls.push(url);
  });
  await signIn(page, 'admin@switchboard.local', '/setup/businesses');
  const grid = page.getByRole('grid', { name: 'Businesses' });
  // The first visit loads the Setup remote; on a busy machine that takes a while.
  await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 60_000 });
  // Server mode shows its own export, which walks every page.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  expect(listCalls.every((url) => url.searchParams.has('limit'))).toBe(true);

  await page.getByRole('searchbox').fill(stamp);
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  expect(listCalls.some((url) => url.searchParams.get('q') === stamp)).toBe(true);
  // The grid renders only the rows in view, so a full page is checked by its range.
  const rows = grid.locator('[role="row"][data-id]');

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('26–30 of 30')).toBeVisible();
  await expect(rows).toHaveCount(5);
  expect(listCalls.at(-1)!.searchParams.get('offset')).toBe('25');

  const nameHeader = grid.getByRole('columnheader', { name: 'Name' });
  await nameHeader.click();
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  await expect(rows.first()).toContainText(names[0]!);
  await nameHeader.click();
  await expect(rows.first()).toContainText(names[29]!);
  expect(listCalls.at(-1)!.searchParams.get('sort')).toBe('name:desc');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('businesses.csv');
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Name,Industry,Type,Created');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(names);
});
