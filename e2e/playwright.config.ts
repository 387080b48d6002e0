import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';

/**
 * Specs that run beside the console's one at a time: they write only rows of their own, read
 * nothing another spec writes and leave the runtime config alone (the specs that rewrite it
 * hold the exclusive lock, so nothing runs beside them). The browser suite waits on its pages
 * far more than it computes (195 CPU-seconds, the stack's and Chromium's included, over an
 * 856 s run with both browsers on a busy machine), so a second browser fills time the first
 * leaves idle. Among them: standalone.spec, whose wait is a development build of a remote,
 * and responsive.spec, every page in both themes at two widths. Setup and staff-accounts
 * (56 s of the console's 802 s in a clean-clone run) name their businesses, types and
 * colleagues uniquely, and the console's readers of those lists look for seeded rows by
 * name. Not bots.spec: while a bot it made lives, it is the newest, which every console
 * that remembers no choice selects.
 */
const BESIDE =
  /\/(accessibility|bundle-secrets|link-prefetch|login-path|responsive|sections|setup|shared-singletons|signed-in-load|staff-accounts|standalone)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  globalSetup: './support/global-setup.ts',
  // The console's specs one at a time (they share one database and one runtime config), and
  // beside them those that read only what they write (see BESIDE).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'console', testIgnore: BESIDE, workers: 1 },
    { name: 'beside', testMatch: BESIDE, workers: 1 },
  ],
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
