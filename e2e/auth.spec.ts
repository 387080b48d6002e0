import { expect, test, type Page } from './support/test';
import { HOME_STAFF } from './support/menus';
import { PASSWORD, signIn, signInWithForm } from './support/sign-in';

const BOT_ADMIN = [
  'Bots',
  'Conversations',
  'Dashboard',
  'Documents',
  'Websites',
  'Collections',
  'Users Analytics',
  'Usage Summary',
  'Conversation Summary',
  'Business Summary',
  'Businesses',
  'Business Types',
];
const STORED_KEYS = ['userDetails', 'authToken', 'refreshToken', 'profile'];

async function menuEntries(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allInnerTexts();
}

test.describe('each seeded role sees exactly its entries', () => {
  const cases: [string, string[]][] = [
    ['superuser@switchboard.local', [...HOME_STAFF, ...BOT_ADMIN, 'Audit Log']],
    ['admin@switchboard.local', [...HOME_STAFF, ...BOT_ADMIN, 'Audit Log']],
    ['hiringmanager@switchboard.local', HOME_STAFF],
    ['employee@switchboard.local', HOME_STAFF],
    ['applicant@switchboard.local', ['Dashboard']],
    ['outsider@example.com', HOME_STAFF],
  ];
  for (const [email, expected] of cases) {
    test(email, async ({ page }) => {
      await signInWithForm(page, email);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      // Remote entries arrive with their manifests, a moment after the shell's own.
      await expect.poll(() => menuEntries(page)).toEqual(expected);
    });
  }
});

test('a forbidden route typed into the address bar is refused', async ({ page }) => {
  await signInWithForm(page, 'outsider@example.com');
  await page.goto('/bots');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText(/for bot administrators/)).toBeVisible();
  await page.goto('/setup/businesses');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});

test('an applicant typing a staff page into the address bar is refused', async ({ page }) => {
  await signInWithForm(page, 'applicant@switchboard.local');
  await page.goto('/pages/jobroles');
  await expect(page.getByText('Your role does not include this page.')).toBeVisible();
});

test('a wrong password shows the error in words and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('admin@switchboard.local');
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page.getByLabel('E-mail')).toHaveValue('admin@switchboard.local');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a deep link while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/setup/business-types?sort=name');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fsetup%2Fbusiness-types%3Fsort%3Dname$/);
  await page.getByLabel('E-mail').fill('admin@switchboard.local');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/setup\/business-types\?sort=name$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
});

test('a returnUrl to another site is ignored', async ({ page }) => {
  await signInWithForm(page, 'admin@switchboard.local', 'https://evil.example/');
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
});

test('sign-out clears the four stored items, lands on login, and other tabs follow', async ({
  page,
  context,
}) => {
  await signInWithForm(page, 'admin@switchboard.local');
  const stored = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    STORED_KEYS,
  );
  expect(stored.every((value) => value !== null)).toBe(true);
  expect(JSON.parse(stored[0]!)).toMatchObject({
    user: { email: 'admin@switchboard.local' },
    RoleName: 'admin',
  });

  const otherTab = await context.newPage();
  await otherTab.goto('/bots');
  await expect(
    otherTab.getByRole('heading', { level: 1, name: 'Bots', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menu', { name: 'admin' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(
    await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), STORED_KEYS),
  ).toEqual([null, null, null, null]);
  await expect(otherTab).toHaveURL(/\/auth\/login\?returnUrl=%2Fbots$/);

  await page.goto('/pages/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('Sign Out ends this browser only; Sign out everywhere ends the other, which says so', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const signOutAs = async (entry: string) => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  };
  const openFromMenu = async (label: string) => {
    await otherPage
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: label, exact: true })
      .click();
  };
  try {
    await signIn(page, 'superuser@switchboard.local');
    await signIn(otherPage, 'superuser@switchboard.local', '/bots');
    await expect(otherPage.getByRole('row').nth(1)).toBeVisible();

    await signOutAs('Sign Out');
    await openFromMenu('Business Types');
    await expect(otherPage.getByRole('row').nth(1)).toBeVisible();
    await expect(otherPage).toHaveURL(/\/setup\/business-types$/);

    await signIn(page, 'superuser@switchboard.local');
    await signOutAs('Sign out everywhere');
    await openFromMenu('Businesses');
    await expect(otherPage).toHaveURL(/\/auth\/login\?returnUrl=/);
    await expect(otherPage.getByRole('status')).toHaveText('You were signed out');
    await expect(page.getByText('You were signed out')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the Profile entry sets the hash to /', async ({ page }) => {
  await signInWithForm(page, 'employee@switchboard.local');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  expect(await page.evaluate(() => window.location.hash)).toBe('#/');
});

test('the page carries the brand title and the spec description', async ({ page }) => {
  await signInWithForm(page, 'employee@switchboard.local');
  await expect(page).toHaveTitle('Evercare Homecare');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'For safety, Efficiency and Transparency',
  );
});

test.describe('menu behaviour', () => {
  test('at 390px the menu is a temporary drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithForm(page, 'admin@switchboard.local');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-overlay')).toHaveCount(1);
    await menu.getByRole('link', { name: 'Business Types' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('on desktop the static menu stays beside the page and the toggle hides it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithForm(page, 'admin@switchboard.local');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Bots' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeHidden();
  });
});
