import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';

export default defineConfig({
  testDir: '.',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed test keeps its trace (every action, console message and request, and the
    // test's source) and its final screenshot, but no screencast and no copy of the DOM at
    // every step. Both are taken for every test and thrown away when it passes: encoding
    // the screencast made Chromium use 1.65 times the CPU (127 against 77 core-seconds over
    // the Setup and Bots specs); without the DOM copies the Setup, Bots and sections specs
    // took 141 and 135 core-seconds against 163 and 159 with them, back to back.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS,
  },
});
