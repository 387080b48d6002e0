import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations, settleStyles } from './support/axe';
import { lowestTextContrast } from './support/contrast';
import { openInApp } from './support/open-in-app';
import { signIn } from './support/sign-in';
import { storeThemeBeforeLoad } from './support/stored-theme';

test('the login page has no serious accessibility violations, and its card reads at 4.5:1', async ({
  page,
}) => {
  await storeThemeBeforeLoad(page, 'lara-dark-indigo');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lara-dark-indigo');
  await expectNoSeriousAxeViolations(page);
  const card = await lowestTextContrast(page.locator('.MuiCard-root'));
  test.info().annotations.push({
    type: 'lowest contrast',
    description: `login card ${JSON.stringify(card)}`,
  });
  expect(card.ratio, JSON.stringify(card)).toBeGreaterThanOrEqual(4.5);
});

/** One page of each section, reached inside the running console (no reload). */
const SECTIONS = [
  { path: '/pages/dashboard', heading: 'Dashboard' },
  { path: '/bots', heading: 'Bots' },
  { path: '/conversations', heading: 'Conversations' },
  { path: '/setup/businesses', heading: 'Businesses' },
  { path: '/knowledge/documents', heading: 'Documents' },
  { path: '/analytics/dashboard', heading: 'Analytics Dashboard' },
];

/** Elements the Tab key stops at inside `selector`. */
function tabStops(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('role') ?? ''}`),
  );
}

async function expectReadable(page: Page, selector: string) {
  const lowest = await lowestTextContrast(page.locator(selector).last());
  // The figures stay in the report, to compare themes and releases.
  test.info().annotations.push({
    type: 'lowest contrast',
    description: `${selector} ${JSON.stringify(lowest)}`,
  });
  expect(lowest.ratio, `${selector}: ${JSON.stringify(lowest)}`).toBeGreaterThanOrEqual(4.5);
}

for (const theme of ['lara-light-indigo', 'lara-dark-indigo']) {
  test(`${theme}: every section reads at 4.5:1, its open menus and panels pass axe and read so too, a skip link leads to the content`, async ({
    page,
  }) => {
    await storeThemeBeforeLoad(page, theme);
    await signIn(page, 'admin@switchboard.local');
    await expect(page.getByLabel(/^Bots: \d+$/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Axe judges every page in both themes at laptop and phone widths in responsive.spec, these
    // sections among them; here each is read for contrast and its keyboard stops, settled as
    // axe would have left it (the sections open inside this one document).
    await settleStyles(page);
    for (const { path, heading } of SECTIONS) {
      await openInApp(page, path, heading);
      await expectReadable(page, 'main');
      if (path === '/bots' || path === '/conversations') {
        // One grid keyboard pattern: the grid is one Tab stop, the arrow keys do the rest.
        expect(await tabStops(page, '[role="grid"]')).toHaveLength(1);
        await page.getByRole('row').nth(1).hover();
        await expectReadable(page, '[role="row"][data-rowindex="0"]');
      }
      if (path === '/analytics/dashboard') {
        // Charts are pictures of their cards' data tables: no chart surface is a Tab stop.
        const stops = await tabStops(page, 'main');
        expect(stops.filter((stop) => /^(svg|div none)/.test(stop))).toEqual([]);
      }
    }

    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Settled: the section behind it had loaded, and the menu loads nothing.
    await expectNoSeriousAxeViolations(page, { settled: true });
    await expectReadable(page, '[role="menu"]');
    await page.keyboard.press('Escape');

    await openInApp(page, '/setup/businesses', 'Businesses');
    await page.getByRole('button', { name: 'Add business' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add business' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectReadable(page, '[role="dialog"]');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Open configuration' }).click();
    await expect(page.getByRole('dialog', { name: 'Configuration' })).toBeVisible();
    // The panel holds the stored settings only: shown, it has nothing left to load.
    await expectNoSeriousAxeViolations(page, { settled: true });
    await expectReadable(page, '[role="dialog"]');
  });
}
