import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

test("a bot admin sees real counts, each bot's health and which sections answer", async ({
  page,
}) => {
  await signIn(page, 'admin@switchboard.local');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('(admin)');
  // The seed holds three bots and some conversations; other tests may add more.
  const bots = Number((await page.getByLabel(/^Bots: \d+$/).textContent()) ?? 0);
  expect(bots).toBeGreaterThanOrEqual(3);
  await expect(page.getByLabel(/^Conversations: [1-9]\d*$/)).toBeVisible();
  await expect(page.getByLabel(/^Businesses: [1-9]\d*$/)).toBeVisible();
  await expect(page.getByLabel(/^Knowledge documents: \d+$/)).toBeVisible();

  const health = page.getByRole('list', { name: 'Bot health' });
  await expect(
    health.getByRole('listitem').filter({ hasText: 'Customer Support' }).getByText('healthy'),
  ).toBeVisible();
  // Each section reports the release that is live.
  await expect(page.getByTestId('section-status-setup')).toHaveText(/^Setup: up · v\d+\.\d+\.\d+$/);
});

test("a staff user without bot-admin rights gets an overview that says what's theirs", async ({
  page,
}) => {
  await signIn(page, 'employee@switchboard.local');
  await expect(page.getByText('are for bot administrators')).toBeVisible();
  await expect(page.getByLabel(/^Bots: /)).toHaveCount(0);
});
