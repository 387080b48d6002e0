import { expect, type Page } from '@playwright/test';
import { SECTION_PAGES } from './sections';

/**
 * Waits on the dashboard until every remote's manifest has loaded, so the shell has
 * seen (and remembers) each section's pages before a test breaks one.
 */
export async function expectAllSectionsUp(page: Page) {
  for (const remote of new Set(SECTION_PAGES.map((section) => section.remote))) {
    await expect(page.getByTestId(`section-status-${remote}`)).toHaveText(/: up · v/);
  }
}
