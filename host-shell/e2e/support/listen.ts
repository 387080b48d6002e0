import { expect, type Page } from '@playwright/test';

/** Every page error and unexpected console error fails the test; call the result at the end. */
export function listen(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      problems.push(`console error: ${message.text()}`);
  });
  return () => expect(problems).toEqual([]);
}
