/**
 * The analytics group fetch in real Chromium against the built stack (with its seeded
 * history): Business Summary's 9 endpoints for the support bot, refreshed past the cache.
 * For each round: wall time from Refresh to all nine cards drawn, the slowest single
 * call (from the browser's resource timings), and their ratio; a group fetched in
 * parallel approaches 1.0, one fetched call after call approaches the sum of the calls.
 * Run after a build: `npx tsx bench/analytics-group.ts`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { startBenchStack } from './support/bench-stack';
import { median } from './support/stats';

const ROUNDS = 9;
const CARDS = 9;
const SUPPORT_BOT = 'Customer Support Assistant';

async function main() {
  const stack = await startBenchStack();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/auth/login?returnUrl=%2Fanalytics%2Fbusiness`);
    await page.getByLabel('E-mail').fill('admin@switchboard.local');
    await page.getByLabel(/^Password/).fill('switchboard');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const picker = page.getByRole('combobox', { name: 'Selected bot' });
    await picker.click();
    await page.getByRole('option', { name: new RegExp(SUPPORT_BOT) }).click();
    await page.getByRole('heading', { level: 1, name: 'Business Summary' }).waitFor();
    const settled = async () =>
      page.waitForFunction(
        (count) =>
          document.querySelectorAll('section[data-state="drawn"], section[data-state="empty"]')
            .length === count,
        CARDS,
        { polling: 'raf' },
      );
    await settled();

    const rounds: {
      wall: number;
      slowest: number;
      calls: number;
      beforeFirst: number;
      afterLast: number;
    }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.evaluate(() => performance.clearResourceTimings());
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForFunction(() => document.querySelector('section[data-state="loading"]'));
      await settled();
      const { ended, calls } = await page.evaluate(() => ({
        ended: performance.now(),
        calls: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/analytics/business/'))
          .map((entry) => ({
            start: entry.startTime,
            end: (entry as PerformanceResourceTiming).responseEnd,
          })),
      }));
      rounds.push({
        wall: ended - started,
        slowest: Math.max(...calls.map((call) => call.end - call.start)),
        calls: calls.length,
        beforeFirst: Math.min(...calls.map((call) => call.start)) - started,
        afterLast: ended - Math.max(...calls.map((call) => call.end)),
      });
    }
    console.log(`rounds ${ROUNDS}, calls per round ${rounds.map((r) => r.calls).join('/')}`);
    console.log(
      'round   wall ms  slowest call ms  ratio  to first call ms  last answer to drawn ms',
    );
    rounds.forEach((r, index) =>
      console.log(
        `${String(index + 1).padStart(5)} ${r.wall.toFixed(1).padStart(9)} ${r.slowest.toFixed(1).padStart(16)} ${(r.wall / r.slowest).toFixed(2).padStart(6)} ${r.beforeFirst.toFixed(1).padStart(17)} ${r.afterLast.toFixed(1).padStart(24)}`,
      ),
    );
    console.log(
      `median wall ${median(rounds.map((r) => r.wall)).toFixed(1)} ms, median slowest call ${median(rounds.map((r) => r.slowest)).toFixed(1)} ms, median ratio ${median(rounds.map((r) => r.wall / r.slowest)).toFixed(2)} (goal ≤ 1.3)`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
