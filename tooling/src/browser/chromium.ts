import fs from 'node:fs';

/**
 * Debian's Chromium, never a downloaded one. The background-networking flags matter on
 * these machines: without them Chromium keeps dialling out through a closed network.
 * The benchmark uses this full browser: its figures stand for what a person's browser does.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * A test's page lives for seconds, yet V8 optimised its hottest functions on background
 * threads for a speed-up later that seldom came: without the optimising tiers (the
 * baseline compiler stays), the Setup, Bots, sections and Conversations specs took 114 and
 * 117 core-seconds against 125, every test passing. Without the baseline compiler as well
 * they took 124, and in V8's lite mode 129. The whole browser suite, back to back, took
 * 272 core-seconds against 296 (243 s against 244). The benchmark's browser keeps every
 * tier.
 */
const SHORT_LIVED_PAGES = '--js-flags=--no-opt --no-maglev';

/**
 * The browser tests' Chromium: Debian's headless shell when it is installed (`.ci/run`
 * installs it), else the full browser. It is the same Blink and V8 without the browser's
 * UI layer, and it ran the whole suite in 637 core-seconds against the full browser's 788
 * (its renderers 303 against 389, its browser process 61 against 114), every test passing
 * on both. `CHROMIUM_PATH` still picks a browser by hand.
 */
export const TEST_CHROMIUM_LAUNCH_OPTIONS = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  ...(!process.env.CHROMIUM_PATH && fs.existsSync(HEADLESS_SHELL)
    ? { executablePath: HEADLESS_SHELL }
    : {}),
  args: [...CHROMIUM_LAUNCH_OPTIONS.args, SHORT_LIVED_PAGES],
};
