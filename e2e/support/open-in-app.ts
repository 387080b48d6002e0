import { expect, type Page } from '@playwright/test';

/**
 * Opens a page inside the running console (no reload), as a menu link does, and waits
 * until it has loaded: judged once loaded, a list still loading has no rows yet.
 */
export async function openInApp(page: Page, path: string, heading: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}
