import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildPackages } from '../stack/build-stale';
import { FRONT_END_PACKAGES, REPO_ROOT } from '../stack/repo-paths';
import { memoryTempDir } from './memory-temp-dir';
import { jestCounts, playwrightCounts } from './report-counts';
import { jestFailures, playwrightFailures } from './failed-tests';
import { runCommand, timed, type CommandOptions, type StepResult } from './run-step';
import { jestTimes, playwrightTimes, slowest } from './slowest-tests';

const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
/**
 * Every package, in three programs rather than one per package: the browser packages share
 * one set of compiler options and pull in the same MUI and React types, which a program
 * per package parsed and checked again eight times (the web program costs a quarter of
 * the CPU the eight did). The benchmark joined the web program for the same reason: it
 * imports the console's source, and its own program cost as much CPU again (26 core-seconds
 * together against 44 apart). Each package keeps its own tsconfig for editors.
 */
const TYPECHECK_PROJECTS = ['tsconfig.web.json', 'tsconfig.node.json', 'domain'];

/**
 * TypeScript 7, the native compiler, checks the same programs with the same verdicts in
 * less than half the CPU: the web and node programs took 25 and 13 core-seconds against
 * 54 and 27 with TypeScript 6. TypeScript 6 stays the `typescript` package, for ESLint
 * (typescript-eslint supports nothing newer yet) and editors; both install a `tsc`
 * command, so the native one is called by its path.
 */
const NATIVE_TSC = path.join(
  path.dirname(
    createRequire(path.join(REPO_ROOT, 'package.json')).resolve('typescript-native/package.json'),
  ),
  'bin',
  'tsc',
);

async function typecheckAll(options: CommandOptions): Promise<boolean> {
  const queue = [...TYPECHECK_PROJECTS];
  let ok = true;
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const passed = await runCommand(
        process.execPath,
        [NATIVE_TSC, '--noEmit', '-p', project],
        options,
      );
      if (!passed) fs.appendFileSync(options.logFile!, `typecheck failed in ${project}\n`);
      ok &&= passed;
    }
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

/** A jest run in CI mode that writes its JSON report, for the counts and the slowest tests. */
async function jestRun(command: string, args: string[], report: string, options: CommandOptions) {
  const ok = await runCommand(
    command,
    [...args, '--ci', '--json', `--outputFile=${report}`],
    options,
  );
  return { ok, ...jestCounts(report) };
}

/**
 * React's development build and jsdom make short-lived objects fast: collecting garbage
 * was 10 of the unit tests' 85 busy CPU seconds in a profile, most of it V8 emptying its
 * young generation (16 MB semi-spaces) over and over. With 64 MB the unit tests alone
 * took 54.7–58.7 s against 55.9–60.2 s, four runs each in turn (88–96 against 90–99 user
 * core-seconds).
 */
const ROOMY_YOUNG_GENERATION = {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
};

interface BesideStep {
  name: string;
  /** `browserRunning`: the step shares the machine with the browser suite. */
  run(logFile: string, browserRunning: boolean): Promise<Omit<StepResult, 'name' | 'seconds'>>;
}

/**
 * The steps after the server suites are pure CPU work. Once the server suites ended early
 * enough for them to meet the browser suite, they starved its pages: a clean-clone run
 * while they ran (unit tests on both cores, lint, a remote's development build beside)
 * saw a click wait a minute and a grid 15 s, tests that pass in 3 s alone. Beside the
 * browser they therefore yield the CPU (niced) and the unit tests take one worker.
 */
const cpuWork = (logFile: string, browserRunning: boolean): CommandOptions => ({
  logFile,
  yieldCpu: browserRunning,
});

const unitReport = path.join(RESULTS_DIR, 'unit.json');
const platformReport = path.join(RESULTS_DIR, 'platform.json');
const e2eReport = path.join(RESULTS_DIR, 'e2e.json');

/**
 * What runs beside the browser suite, each into its own log, taken in this order from one
 * queue. None of it needs the build. One lane takes them from the start; a second joins when
 * the browser suite ends, which it now does long before them (499 s against 796 s of these
 * one after another in a clean-clone run), so they no longer wait in single file while a core
 * idles. The server suites come first: waiting on their child processes, they leave room for
 * the browser suite, which mostly waits on pages; what follows is CPU work for both lanes.
 */
const BESIDE_BROWSER: BesideStep[] = [
  {
    name: 'platform and knowledge-service tests (PGlite and PostgreSQL)',
    run: (logFile) =>
      jestRun('npx', ['jest', '-c', 'jest.servers.config.mjs'], platformReport, { logFile }),
  },
  {
    name: 'lint',
    run: async (logFile, browserRunning) => ({
      ok: await runCommand(
        'npx',
        ['eslint', '--max-warnings=0', '.'],
        cpuWork(logFile, browserRunning),
      ),
    }),
  },
  {
    name: 'format (prettier)',
    run: async (logFile, browserRunning) => ({
      ok: await runCommand(
        'npx',
        ['prettier', '--check', '--log-level=warn', '.'],
        cpuWork(logFile, browserRunning),
      ),
    }),
  },
  {
    name: 'typecheck',
    run: async (logFile, browserRunning) => ({
      ok: await typecheckAll(cpuWork(logFile, browserRunning)),
    }),
  },
  {
    name: 'unit tests (jest, every front-end package and tooling)',
    // Jest leaves one of two cores idle by default (workers = cores − 1, so in band);
    // these suites are pure CPU in jsdom and split cleanly over every core.
    run: (logFile, browserRunning) =>
      jestRun('npx', ['jest', `--maxWorkers=${browserRunning ? 1 : '100%'}`], unitReport, {
        ...cpuWork(logFile, browserRunning),
        env: ROOMY_YOUNG_GENERATION,
      }),
  },
];

async function runBesideBrowser(
  browserEnded: Promise<unknown>,
): Promise<{ result: StepResult; logFile: string }[]> {
  const done: { result: StepResult; logFile: string }[] = [];
  let browserRunning = true;
  void browserEnded.then(() => (browserRunning = false));
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < BESIDE_BROWSER.length; index = next++) {
      const step = BESIDE_BROWSER[index]!;
      const logFile = path.join(RESULTS_DIR, `step-${index + 1}.log`);
      done[index] = {
        result: await timed(step.name, () => step.run(logFile, browserRunning), {
          announce: false,
        }),
        logFile,
      };
    }
  };
  await Promise.all([lane(), browserEnded.then(lane)]);
  return done;
}

/** `npm test`: the production build, then the browser suite beside lint, typecheck and every jest suite. */
async function main() {
  const started = Date.now();
  // Every step and its children (test platforms, PostgreSQL, Chromium's profiles) write
  // their temporary files there; TMPDIR set by hand wins.
  const memory = process.env.TMPDIR ? undefined : memoryTempDir();
  if (memory) {
    process.env.TMPDIR = memory;
    console.log(`temporary files go to ${memory}, in memory`);
  }
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });

  const build = await timed('production build (host and five remotes)', async () => {
    try {
      await buildPackages([...FRONT_END_PACKAGES]);
      return { ok: true };
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return { ok: false };
    }
  });

  console.log(
    `\n(${BESIDE_BROWSER.map((step) => step.name).join(', ')}: beside the browser tests; their output follows them)`,
  );
  const browser: Promise<StepResult> = build.ok
    ? timed('browser tests (Playwright, real Chromium, real stack)', async () => {
        const ok = await runCommand(
          'npx',
          ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
          { env: { CI: process.env.CI ?? '1' } },
        );
        return { ok, ...playwrightCounts(e2eReport) };
      })
    : Promise.resolve({ name: 'browser tests (skipped: the build failed)', ok: false, seconds: 0 });
  const [beside, browserResult] = await Promise.all([runBesideBrowser(browser), browser]);
  for (const { result, logFile } of beside) {
    console.log(`\n━━ ${result.name} ━━`);
    console.log(fs.readFileSync(logFile, 'utf8'));
  }
  const results = [...beside.map(({ result }) => result), build, browserResult];

  console.log('\n━━ slowest tests ━━');
  const times = [
    ...jestTimes(unitReport, REPO_ROOT),
    ...jestTimes(platformReport, REPO_ROOT),
    ...playwrightTimes(e2eReport),
  ];
  for (const test of slowest(times, 10)) {
    console.log(`${test.seconds.toFixed(1).padStart(6)} s  ${test.name}`);
  }

  const failures = [
    ...jestFailures(platformReport, REPO_ROOT),
    ...jestFailures(unitReport, REPO_ROOT),
    ...playwrightFailures(e2eReport),
  ];
  if (failures.length > 0) {
    console.log('\n━━ failed tests ━━');
    for (const failure of failures) {
      console.log(`✕ ${failure.name}\n${failure.reason.replace(/^/gm, '    ')}`);
    }
  }

  console.log('\n━━ summary ━━');
  for (const result of results) {
    const counts =
      result.passed !== undefined ? `  ${result.passed} passed, ${result.failed} failed` : '';
    console.log(
      `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)${counts}`,
    );
  }
  const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
  const failedTests = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
  const failedSteps = results.filter((r) => !r.ok && r.passed === undefined).length;
  console.log(`\n${passed} passed, ${failedTests + failedSteps} failed`);
  // Steps overlap, so the wall clock is less than the sum of the steps.
  console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

void main();
