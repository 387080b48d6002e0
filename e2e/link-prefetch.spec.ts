import { chunksHolding, fileOf } from './support/built-chunks';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The product's link prefetch margin. */
const MARGIN = 200;

test('a menu link prefetches its page once it comes within 200px of the screen, not before', async ({
  page,
}) => {
  const botsPage = chunksHolding('mfe-bots', /src\/pages\/bots-list-page\.tsx$/);
  const typesPage = chunksHolding('mfe-setup', /src\/pages\/business-types-page\.tsx$/);
  expect(botsPage).toHaveLength(1);
  expect(typesPage).toHaveLength(1);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(fileOf(request.url())));

  // A short window: the menu scrolls, and Business Types starts far below its fold.
  await page.setViewportSize({ width: 1280, height: 400 });
  await signIn(page, 'admin@switchboard.local');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const bots = menu.getByRole('link', { name: 'Bots', exact: true });
  const types = menu.getByRole('link', { name: 'Business Types', exact: true });
  await expect(types).toBeAttached();
  const drawer = page.getByTestId('menu-static').locator('.MuiDrawer-paper');
  const fold = async () => (await drawer.boundingBox())!.y + (await drawer.boundingBox())!.height;
  const top = async (link: typeof bots) => (await link.boundingBox())!.y;
  expect(await top(bots)).toBeLessThan((await fold()) + MARGIN);
  expect(await top(types)).toBeGreaterThan((await fold()) + MARGIN + 40);

  // Bots is near enough: its page comes without a hover or a click.
  await expect.poll(() => requested.has(botsPage[0]!)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requested.has(typesPage[0]!)).toBe(false);

  // Scrolled to 100px below the fold, still out of sight, Business Types' page comes too.
  const scrollBy = (await top(types)) - (await fold()) - MARGIN / 2;
  await drawer.evaluate((element, by) => element.scrollBy(0, by), scrollBy);
  expect(await top(types)).toBeGreaterThan(await fold());
  await expect.poll(() => requested.has(typesPage[0]!)).toBe(true);
});
