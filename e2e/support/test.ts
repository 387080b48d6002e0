import { expect, test as base, type Page } from '@playwright/test';

/**
 * Chromium logs every failed response as a console error. A 4xx is the console being
 * refused as it should be and a 502/503/504 is the gateway saying an upstream bot is
 * unreachable (both shown in the page and asserted there); a 500 is a crash and counts.
 */
const EXPECTED_NETWORK_REFUSAL =
  /^Failed to load resource: the server responded with a status of (4\d\d|50[234]) /;

interface ConsoleGuard {
  /** Errors this test provokes on purpose; anything else the pages log as an error fails it. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}

/**
 * Every browser test listens: an uncaught page error or a console.error the test did not
 * announce fails it, even when every assertion passed, so a broken screen cannot hide
 * behind a green run.
 */
export const test = base.extend<ConsoleGuard & { consoleGuard: void }>({
  consoleGuard: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error' || EXPECTED_NETWORK_REFUSAL.test(message.text())) return;
          const where = message.location().url;
          problems.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      const allowed = allowedPatterns.get(testInfo.testId) ?? [];
      allowedPatterns.delete(testInfo.testId);
      const unexpected = problems.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'the pages logged errors this test did not expect').toEqual([]);
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  allowConsoleErrors: async ({}, use, testInfo) => {
    await use((...patterns) => {
      allowedPatterns.set(testInfo.testId, [
        ...(allowedPatterns.get(testInfo.testId) ?? []),
        ...patterns,
      ]);
    });
  },
});

const allowedPatterns = new Map<string, RegExp[]>();

export { expect };
export type { Page };
