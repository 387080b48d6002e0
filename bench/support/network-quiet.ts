import type { Page } from '@playwright/test';

/** How long no request may be in flight before the page counts as quiet. */
const QUIET_MS = 500;

/**
 * Follows a page's requests so a walk can wait, after a step, until nothing has been in
 * flight for QUIET_MS and the page's main thread has had an idle moment. Playwright's
 * `waitForLoadState('networkidle')` cannot: it is reached once per document, so after the
 * sign-in (the console replaces the login form in the same document) and after every menu
 * click it returned at once, and a section's first visit could begin while the console was
 * still loading remotes, prefetching pages or drawing the section before.
 */
export function followRequests(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** Resolves once the page is quiet; rejects after `timeoutMs`. */
    async quiet(timeoutMs = 30_000): Promise<void> {
      const started = performance.now();
      while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() - started > timeoutMs) {
          throw new Error(`the page did not settle within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
      );
    },
  };
}
