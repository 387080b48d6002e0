import { chunksHolding, fileOf } from './support/built-chunks';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

declare global {
  interface Window {
    __pageSpinnerSeen?: boolean;
  }
}

test("a menu click whose page's code is still on its way keeps the page shown, with no spinner but a bar along the top, until the code comes", async ({
  page,
}) => {
  const typesPage = chunksHolding('mfe-setup', /src\/pages\/business-types-page\.tsx$/);
  expect(typesPage).toHaveLength(1);
  // Business Types' code is held until the test lets it go, however it was asked for
  // (the menu's prefetch or the click).
  let arrived = () => {};
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => fileOf(url.toString()) === typesPage[0],
    async (route) => {
      arrived();
      await released;
      await route.continue();
    },
  );

  await signIn(page, 'admin@switchboard.local');
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.evaluate(() => {
    window.__pageSpinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('main [aria-busy="true"] [role="progressbar"]')) {
        window.__pageSpinnerSeen = true;
      }
    }).observe(document.body, { subtree: true, childList: true });
  });

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Business Types', exact: true })
    .click();
  await asked;
  // Frames enough for a spinner to be drawn while the code is held.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );
  await expect(heading).toHaveText(before!);
  // What the user sees meanwhile: a bar along the top, outside the page's boundary.
  const bar = page.getByRole('progressbar', { name: 'Loading the next page' });
  await expect(bar).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => window.__pageSpinnerSeen)).toBe(false);
});
