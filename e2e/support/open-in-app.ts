import { expect, type Page } from '@playwright/test';

/**
 * Moves the running console to `path` as a menu link does: the shell and every remote it
 * has loaded stay, where a page.goto loads them all again. For a page whose data the test
 * reads fresh, mind that a page already visited in this document may first show what it
 * fetched then.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a page inside the running console (no reload), as a menu link does, and waits
 * until it has loaded: judged once loaded, a list still loading has no rows yet.
 */
export async function openInApp(page: Page, path: string, heading: string) {
  await goInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}
