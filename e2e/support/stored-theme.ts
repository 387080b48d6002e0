import type { Page } from '@playwright/test';

/** Where the console keeps what its configuration panel chose. */
export const CONFIG_KEY = 'switchboard.console-config';

/**
 * Stores `theme` as the console's chosen one before each document of the page runs its
 * scripts, so the first load is already in it, as a returning user's is: the specs that
 * judge a theme used to load the console, store the theme and load it all again.
 */
export async function storeThemeBeforeLoad(page: Page, theme: string) {
  await page.addInitScript(
    ({ key, value }) => {
      // The blank page a test starts on has no storage of its own.
      if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
    },
    { key: CONFIG_KEY, value: JSON.stringify({ theme }) },
  );
}
