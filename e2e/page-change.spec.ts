import { chunksHolding, fileOf } from './support/built-chunks';
import { remotePort } from './support/sections';
import { signIn, signInWithForm } from './support/sign-in';
import { expect, test, type Page } from './support/test';

declare global {
  interface Window {
    __pageSpinnerSeen?: boolean;
  }
}

/** Requests matching `held` wait until `release` lets them go on, or `refuse` fails them. */
async function holdRequests(page: Page, held: (url: URL) => boolean) {
  let arrived = () => {};
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  let letGo: (outcome: 'continue' | 'refuse') => void = () => {};
  const released = new Promise<'continue' | 'refuse'>((resolve) => (letGo = resolve));
  await page.route(held, async (route) => {
    arrived();
    if ((await released) === 'refuse') await route.abort('connectionrefused');
    else await route.continue();
  });
  return { asked, release: () => letGo('continue'), refuse: () => letGo('refuse') };
}

/**
 * Clicks Business Types while its code is held (see clickAndWait), then lets the code go:
 * Business Types shows, the bar goes, and no spinner was drawn in the page's place.
 */
async function clickWhileHeld(page: Page, held: Awaited<ReturnType<typeof holdRequests>>) {
  const bar = await clickAndWait(page, held);
  held.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => window.__pageSpinnerSeen)).toBe(false);
}

/**
 * Clicks Business Types while its code (held by the test) is on its way and checks what the
 * user sees: the page before kept, with no spinner where it was, but a bar along the top
 * (returned).
 */
async function clickAndWait(page: Page, held: { asked: Promise<void> }) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Dashboard');
  await page.evaluate(() => {
    window.__pageSpinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('main [aria-busy="true"] [role="progressbar"]')) {
        window.__pageSpinnerSeen = true;
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  // What the click asks for, named in a failure's message to tell which code was late.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Business Types', exact: true })
    .click();
  await held.asked;
  // Frames enough for a spinner to be drawn while the code is held.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );
  await expect(heading, `asked after the click: ${requested.join(' ')}`).toHaveText('Dashboard');
  // What the user sees meanwhile: a bar along the top, outside the page's boundary.
  const bar = page.getByRole('progressbar', { name: 'Loading the next page' });
  await expect(bar).toBeVisible();
  return bar;
}

const setupRemote = (url: URL) => url.origin === `http://127.0.0.1:${remotePort('setup')}`;

test("a menu click whose page's code is still on its way keeps the page shown, with no spinner but a bar along the top, until the code comes", async ({
  page,
}) => {
  const typesPage = chunksHolding('mfe-setup', /src\/pages\/business-types-page\.tsx$/);
  expect(typesPage).toHaveLength(1);
  // Business Types' code is held until the test lets it go, however it was asked for
  // (the menu's prefetch or the click).
  const held = await holdRequests(page, (url) => fileOf(url.toString()) === typesPage[0]);
  await signIn(page, 'admin@switchboard.local');
  await clickWhileHeld(page, held);
});

// The Setup section's own code (its entry, its manifest and the libraries they share) held
// too: the menu shows its entries from what the gateway last read of it before it arrives,
// so a click can come while the section itself is still loading, as it did under load.
for (const [start, signInThrough] of [
  ['a fresh load', signIn],
  ['the login page', signInWithForm],
] as const) {
  test(`a menu click while the Setup section itself is still loading keeps the page shown, from ${start}`, async ({
    page,
  }) => {
    const held = await holdRequests(page, setupRemote);
    await signInThrough(page, 'admin@switchboard.local');
    await clickWhileHeld(page, held);
  });
}

test('a menu click while the Setup section is still loading, which then fails: its card with Retry, which loads it', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser's network error and the shell's one report of the failure.
  allowConsoleErrors(/Failed to load resource: net::ERR_/, /Remote "setup" failed to load/);
  const held = await holdRequests(page, setupRemote);
  await signIn(page, 'admin@switchboard.local');
  const bar = await clickAndWait(page, held);
  held.refuse();
  await expect(page.getByText('Setup is unavailable right now')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.unroute(setupRemote);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Types' })).toBeVisible();
});
