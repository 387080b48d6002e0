import { expect, test, type Page } from './support/test';
import { signIn } from './support/sign-in';

// Black-box on purpose: these are the stored key and values a browser keeps between visits.
const STORAGE_KEY = 'switchboard.console-config';
const DARK_PAGE = 'rgb(15, 23, 42)';

function rootStyle(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      fontSize: root.style.fontSize,
      colorScheme: root.style.colorScheme,
      theme: root.dataset.theme,
    };
  });
}

function storedConfig(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    STORAGE_KEY,
  );
}

function pageBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Stores a configuration as an earlier visit would have, then loads the page afresh. */
async function reloadWithStoredConfig(page: Page, config: object) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify(config),
  ] as const);
  await page.reload();
}

test('the configuration panel applies each setting at once and keeps it across reloads', async ({
  page,
  allowConsoleErrors,
}) => {
  // A reload while the shell's scripts are still arriving cancels those requests.
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await signIn(page, 'admin@switchboard.local');
  await page.getByRole('button', { name: 'Open configuration' }).click();
  const panel = page.getByRole('dialog', { name: 'Configuration' });
  await expect(panel).toBeVisible();

  const scale = panel.getByRole('slider', { name: 'Scale' });
  await scale.focus();
  await scale.press('End');
  await expect(scale).toHaveValue('16');
  await panel.getByRole('radio', { name: 'Filled' }).check();
  await panel.getByRole('switch', { name: 'Ripple effect' }).uncheck();
  await panel.getByRole('radio', { name: 'Lara Dark Indigo' }).check();

  await expect
    .poll(() => rootStyle(page))
    .toEqual({
      fontSize: '16px',
      colorScheme: 'dark',
      theme: 'lara-dark-indigo',
    });
  await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
  // Pressing a control with the ripple on mounts one; with it off none appears.
  await expect(panel.locator('.MuiTouchRipple-root')).toHaveCount(0);
  expect(await storedConfig(page)).toEqual({
    scale: 16,
    menuMode: 'static',
    inputStyle: 'filled',
    ripple: false,
    theme: 'lara-dark-indigo',
  });

  await panel.getByRole('button', { name: 'Close configuration' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open configuration' })).toBeFocused();

  // Without the bundle nothing but index.html's own script can have set these: this is what
  // the first frame looks like, before React renders.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  expect(await rootStyle(page)).toEqual({
    fontSize: '16px',
    colorScheme: 'dark',
    theme: 'lara-dark-indigo',
  });
  await expect(page.locator('#root')).toBeEmpty();
  await page.unroute('**/*.js');

  await page.reload();
  await page.getByRole('button', { name: 'Open configuration' }).click();
  await expect(panel.getByRole('slider', { name: 'Scale' })).toHaveValue('16');
  await expect(panel.getByRole('radio', { name: 'Filled' })).toBeChecked();
  await expect(panel.getByRole('switch', { name: 'Ripple effect' })).not.toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Lara Dark Indigo' })).toBeChecked();
  expect(await rootStyle(page)).toMatchObject({ fontSize: '16px', colorScheme: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_PAGE);
});

test('inputs follow the stored input style', async ({ page }) => {
  await page.goto('/auth/login');
  await reloadWithStoredConfig(page, { inputStyle: 'filled' });
  const email = page.getByLabel('E-mail');
  await expect(email).toBeVisible();
  await expect(page.locator('.MuiFilledInput-root').filter({ has: email })).toHaveCount(1);
  await expect(page.locator('.MuiOutlinedInput-root')).toHaveCount(0);
});

test('the scale sizes the whole page from the root', async ({ page }) => {
  await page.goto('/auth/login');
  const headingSize = async (scale: number) => {
    await reloadWithStoredConfig(page, { scale });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  };
  const small = await headingSize(12);
  const large = await headingSize(16);
  expect(large / small).toBeCloseTo(16 / 12, 2);
  expect(await rootStyle(page)).toMatchObject({ fontSize: '16px', colorScheme: 'light' });
});

test("the input style reaches a remote's form, and overlay mode floats the menu", async ({
  page,
}) => {
  await signIn(page, 'admin@switchboard.local');
  await reloadWithStoredConfig(page, { inputStyle: 'filled', menuMode: 'overlay' });

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await menu.getByRole('link', { name: 'Businesses' }).click();
  // Overlay menus close on every route change.
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Add business' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Add business' });
  const nameInput = sheet.getByLabel(/^Business name/);
  await expect(nameInput).toBeVisible();
  // The Setup remote's inputs follow the shell's setting: filled, not outlined.
  await expect(sheet.locator('.MuiFilledInput-root').first()).toBeVisible();
  await expect(sheet.locator('.MuiOutlinedInput-root')).toHaveCount(0);
});
