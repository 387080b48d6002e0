/**
 * `npm run bench`: builds what it needs, starts the console on free ports (federated and
 * monolithic side by side against one platform), measures, and prints one table with
 * the machine it ran on. Medians of several runs; ratios come from runs taken in turn in
 * the same process. `--quick` skips timing the production builds (it still builds what
 * is stale) and takes fewer runs. `--only <builds|login|grids|platform|answers>` runs the
 * parts named (comma-separated; with `--quick`'s builds and runs unless `builds` is among
 * them), for instance `npx tsx bench/bench.ts --only grids` or `--only builds,login`.
 * `--favoured` gives the bench's processes first claim on the CPUs of a shared machine
 * (root only; see `support/scheduling-priority.ts`). `--visits=N` takes N runs of the first
 * visits and the grids instead of 2 (3 without `--quick` or `--only`).
 * `answers` is `npm run eval`'s answer evaluation over the seeded bots, as rows of the table.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { buildPackages, stalePackages } from '@switchboard/tooling/stack/build-stale';
import { answers } from './parts/answer-rows';
import { step, type BenchContext } from './parts/bench-context';
import { grids } from './parts/grids';
import { loginAndVisits } from './parts/login-and-visits';
import { platformLatency } from './parts/platform-rows';
import { buildForBench, type BuildTimes } from './support/builds';
import { countOption } from './support/count-option';
import { describeMachine } from './support/machine';
import { BenchReport, ratio } from './support/report-table';

const PARTS = ['builds', 'login', 'grids', 'platform', 'answers'] as const;
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : undefined;
if (only?.some((part) => !PARTS.includes(part as (typeof PARTS)[number]))) {
  throw new Error(`--only takes one or more of ${PARTS.join(', ')}, comma-separated`);
}
const runs = (part: (typeof PARTS)[number]) => only === undefined || only.includes(part);
const quick = process.argv.includes('--quick') || only !== undefined;
/** Production builds are timed unless `--quick`, or `--only` leaves them out. */
const timeBuilds = !process.argv.includes('--quick') && runs('builds');
/** What a federated production build may cost over the monolith's. */
const BUILD_RATIO_GOAL = 2;
const ctx: BenchContext = {
  report: new BenchReport(),
  runs: quick ? 3 : 5,
  // `--visits=N`: a first visit swings with the CPU wait of a shared machine, and a median
  // of two is their mean.
  visitRuns: countOption('visits', quick ? 2 : 3),
  quick,
};

async function main() {
  console.log(`Machine: ${describeMachine()}`);
  step(
    timeBuilds
      ? 'production builds, federated then monolith, clean then on their cache (timed)'
      : 'building what is stale',
  );
  // The grids need the federated console only; the platform part needs no build.
  if (runs('grids') && !runs('login') && !timeBuilds) await buildPackages(stalePackages());
  const builds: BuildTimes = runs('login') || timeBuilds ? await buildForBench(timeBuilds) : {};
  const seconds = (value: number) => `${(value / 1000).toFixed(0)} s`;
  if (builds.federatedMs !== undefined && builds.monolithMs !== undefined) {
    ctx.report.add(
      'production build time, clean: federated (host ∥ 5 remotes) / monolith',
      '–',
      `${seconds(builds.federatedMs)} / ${seconds(builds.monolithMs)}`,
    );
    ctx.report.add(
      'federated ÷ monolith: production build time, clean',
      `≤ ${BUILD_RATIO_GOAL}`,
      ratio(builds.federatedMs / builds.monolithMs),
      builds.federatedMs / builds.monolithMs <= BUILD_RATIO_GOAL,
    );
  }
  if (builds.federatedWarmMs !== undefined && builds.monolithWarmMs !== undefined) {
    ctx.report.add(
      'federated ÷ monolith: production build time on the persistent cache',
      'reported',
      `${ratio(builds.federatedWarmMs / builds.monolithWarmMs)} (${seconds(builds.federatedWarmMs)} / ${seconds(builds.monolithWarmMs)})`,
    );
  }
  if (runs('login') || runs('grids')) {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      if (runs('login')) await loginAndVisits(ctx, browser);
      if (runs('grids')) await grids(ctx, browser);
    } finally {
      await browser.close();
    }
  }
  if (runs('platform')) await platformLatency(ctx);
  if (runs('answers')) await answers(ctx);
  console.log(`\nMachine: ${describeMachine()}`);
  console.log(
    `Medians of ${ctx.runs} runs (login) and ${ctx.visitRuns} (visits, grids); load is the 1-minute average when the figure was taken.\n`,
  );
  console.log(ctx.report.markdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
