import fs from 'node:fs';
import path from 'node:path';
import { buildPackages } from '../stack/build-stale';
import { FRONT_END_PACKAGES, REPO_ROOT } from '../stack/repo-paths';
import { jestCounts, playwrightCounts } from './report-counts';
import { runCommand, timed, type StepResult } from './run-step';
import { jestTimes, playwrightTimes, slowest } from './slowest-tests';

const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
/**
 * Every package, in four programs rather than one per package: the browser packages share
 * one set of compiler options and pull in the same MUI and React types, which a program
 * per package parsed and checked again eight times (the web program costs a quarter of
 * the CPU the eight did). Each package keeps its own tsconfig for editors.
 */
const TYPECHECK_PROJECTS = ['tsconfig.web.json', 'tsconfig.node.json', 'domain', 'bench'];

async function typecheckAll(): Promise<boolean> {
  const queue = [...TYPECHECK_PROJECTS];
  let ok = true;
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const passed = await runCommand('npx', ['tsc', '--noEmit', '-p', project]);
      if (!passed) console.error(`typecheck failed in ${project}`);
      ok &&= passed;
    }
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

/** A jest run in CI mode that writes its JSON report, for the counts and the slowest tests. */
function jestStep(name: string, command: string, args: string[], report: string, logFile?: string) {
  return timed(name, async () => {
    const ok = await runCommand(command, [...args, '--ci', '--json', `--outputFile=${report}`], {
      logFile,
    });
    return { ok, ...jestCounts(report) };
  });
}

/** `npm test`: lint, typecheck, every unit suite, the production build, the browser suite. */
async function main() {
  const started = Date.now();
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const results: StepResult[] = [];

  results.push(
    await timed('lint', async () => ({
      ok: await runCommand('npx', ['eslint', '--max-warnings=0', '.']),
    })),
  );
  results.push(
    await timed('format (prettier)', async () => ({
      ok: await runCommand('npx', ['prettier', '--check', '--log-level=warn', '.']),
    })),
  );
  results.push(await timed('typecheck', async () => ({ ok: await typecheckAll() })));

  const unitReport = path.join(RESULTS_DIR, 'unit.json');
  results.push(
    await jestStep(
      'unit tests (jest, every front-end package and tooling)',
      // Jest leaves one of two cores idle by default (workers = cores − 1, so in band);
      // these suites are pure CPU in jsdom and split cleanly over every core.
      'npx',
      ['jest', '--maxWorkers=100%'],
      unitReport,
    ),
  );

  const build = await timed('production build (host and five remotes)', async () => {
    try {
      await buildPackages([...FRONT_END_PACKAGES]);
      return { ok: true };
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return { ok: false };
    }
  });
  results.push(build);

  // The platform suites and the browser suite run side by side: one after the other, each
  // left part of the two cores idle (the platform's jest used 1.3 of them, the browser
  // suite under one), waiting on child processes, the database and pages. The platform's
  // output goes to a file and is shown once both are done, so neither log is interleaved.
  const platformReport = path.join(RESULTS_DIR, 'platform.json');
  const platformLog = path.join(RESULTS_DIR, 'platform.log');
  const platform = jestStep(
    'local platform tests (PGlite and PostgreSQL), beside the browser tests; output follows',
    'npm',
    ['test', '-w', 'local-platform', '--'],
    platformReport,
    platformLog,
  );
  const e2eReport = path.join(RESULTS_DIR, 'e2e.json');
  const browser: Promise<StepResult> = build.ok
    ? timed('browser tests (Playwright, real Chromium, real stack)', async () => {
        const ok = await runCommand(
          'npx',
          ['playwright', 'test', '-c', 'host-shell/playwright.config.ts'],
          { env: { CI: process.env.CI ?? '1' } },
        );
        return { ok, ...playwrightCounts(e2eReport) };
      })
    : Promise.resolve({ name: 'browser tests (skipped: the build failed)', ok: false, seconds: 0 });
  const [platformResult, browserResult] = await Promise.all([platform, browser]);
  console.log('\n━━ local platform tests: output ━━');
  console.log(fs.readFileSync(platformLog, 'utf8'));
  results.push(platformResult, browserResult);

  console.log('\n━━ slowest tests ━━');
  const times = [
    ...jestTimes(unitReport, REPO_ROOT),
    ...jestTimes(platformReport, REPO_ROOT),
    ...playwrightTimes(e2eReport),
  ];
  for (const test of slowest(times, 10)) {
    console.log(`${test.seconds.toFixed(1).padStart(6)} s  ${test.name}`);
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
  // Two steps overlap, so the wall clock is less than the sum of the steps.
  console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

void main();
