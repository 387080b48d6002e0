import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed test keeps its trace with the DOM at every step, but no screencast: encoding
    // its frames made Chromium use 1.65 times the CPU (127 against 77 core-seconds over the
    // Setup and Bots specs), a third of the suite's, for pictures kept only on a failure,
    // which keeps its final screenshot anyway.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS,
  },
});
