/**
 * `npm run bench`: builds what it needs, starts the console on free ports (federated and
 * monolithic side by side against one platform), measures, and prints one table with
 * the machine it ran on. Medians of several runs; ratios come from runs taken in turn in
 * the same process. `--quick` skips timing the production builds (it still builds what
 * is stale) and takes fewer runs. `--only <builds|login|grids|platform|answers>` runs the
 * parts named (comma-separated; with `--quick`'s builds and runs unless `builds` is among
 * them), for instance `npx tsx bench/bench.ts --only grids` or `--only builds,login`.
 * `answers` is `npm run eval`'s answer evaluation over the seeded bots, as rows of the table.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { buildPackages, stalePackages } from '@switchboard/tooling/stack/build-stale';
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';
import { evaluateRepoSets, GOALS, goalsMet, overall, type EvalFigures } from './eval/repo-eval';
import { measurePlatformLatency } from './platform-latency';
import { startBenchStack } from './support/bench-stack';
import { buildForBench, MONOLITH_DIST, type BuildTimes } from './support/builds';
import { measureChatProxyOverhead } from './support/chat-proxy-overhead';
import {
  measureBusinessesGrid,
  measureSectionVisits,
  SECTIONS,
  type SectionVisits,
} from './support/console-walks';
import { measureLoginLoad, type LoginLoad } from './support/login-walks';
import { measureSignedInReload, type SignedInReload } from './support/reload-walks';
import { describeMachine } from './support/machine';
import { BenchReport, kilobytes, ms, ratio } from './support/report-table';
import { prepareDatabase } from './support/seeded-database';
import { median } from './support/stats';

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
const RUNS = quick ? 3 : 5;
const VISIT_RUNS = quick ? 2 : 3;
const GRID_SIZES = [10_000, 100_000];
/** What federation may cost over the monolith, in bytes and in time. */
const RATIO_GOAL = 1.15;
/** What federation may cost over the monolith in the requests of a signed-in reload. */
const RELOAD_REQUESTS_GOAL = 1.3;

type Variant = 'federated' | 'monolith';
const VARIANTS: Variant[] = ['federated', 'monolith'];

const report = new BenchReport();
const step = (text: string) => console.log(`\n▸ ${text}`);

async function loginAndVisits(browser: Browser) {
  const stack = await startBenchStack({
    prepare: (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
    monolithDist: MONOLITH_DIST,
  });
  const urls: Record<Variant, string> = {
    federated: stack.gatewayUrl,
    monolith: stack.monolithUrl!,
  };
  try {
    step(`login page, cold cache, ${RUNS} runs per variant and CPU rate, taken in turn`);
    const loads: Record<string, LoginLoad[]> = {};
    for (let run = 0; run < RUNS; run += 1) {
      for (const rate of [1, 4]) {
        for (const variant of VARIANTS) {
          const key = `${variant}×${rate}`;
          (loads[key] ??= []).push(await measureLoginLoad(browser, urls[variant], rate));
        }
      }
    }
    const loginFigure = (variant: Variant, rate: number, pick: (load: LoginLoad) => number) =>
      median(loads[`${variant}×${rate}`]!.map(pick));

    step(`first visit of each section and warm switches, ${VISIT_RUNS} runs per variant`);
    const visits: Record<Variant, SectionVisits[]> = { federated: [], monolith: [] };
    for (let run = 0; run < VISIT_RUNS; run += 1) {
      for (const variant of VARIANTS) {
        visits[variant].push(
          await measureSectionVisits(browser, urls[variant], 3, variant === 'federated'),
        );
      }
    }
    const firstVisit = (variant: Variant, remote: string) =>
      median(visits[variant].map((visit) => visit.firstVisitMs[remote]!));

    step(`signed-in reload of /bots, ${RUNS} runs per variant, taken in turn`);
    const reloads: Record<Variant, SignedInReload[]> = { federated: [], monolith: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of VARIANTS) {
        reloads[variant].push(await measureSignedInReload(browser, urls[variant]));
      }
    }
    const reload = (variant: Variant, pick: (load: SignedInReload) => number) =>
      median(reloads[variant].map(pick));

    step('chat proxy overhead and sign-in');
    const proxy = await measureChatProxyOverhead(
      stack.gatewayUrl,
      stack.platformUrl,
      stack.serviceKey,
      quick ? 20 : 40,
    );

    const fed = (rate: number, pick: (load: LoginLoad) => number) =>
      loginFigure('federated', rate, pick);
    const mono = (rate: number, pick: (load: LoginLoad) => number) =>
      loginFigure('monolith', rate, pick);
    const requests = (load: LoginLoad) => load.requests;
    const bytes = (load: LoginLoad) => load.bytes;
    const interactive = (load: LoginLoad) => load.interactiveMs;
    report.add('login page: requests', '≤ 12', String(fed(1, requests)), fed(1, requests) <= 12);
    report.add(
      'login page: bytes on the wire',
      '≤ 250 KB',
      kilobytes(fed(1, bytes)),
      fed(1, bytes) <= 250 * 1024,
    );
    report.add(
      'login form interactive, CPU ×1',
      '≤ 500 ms',
      ms(fed(1, interactive)),
      fed(1, interactive) <= 500,
    );
    report.add(
      'login form interactive, CPU ×4',
      '≤ 1000 ms',
      ms(fed(4, interactive)),
      fed(4, interactive) <= 1000,
    );
    for (const section of SECTIONS) {
      const value = firstVisit('federated', section.remote);
      report.add(
        `first visit of ${section.link} (${section.remote})`,
        '≤ 600 ms',
        ms(value),
        value <= 600,
      );
    }
    const warm = median(visits.federated.flatMap((visit) => visit.warmSwitchMs));
    report.add('warm switch Bots ↔ Businesses, data on screen', '≤ 150 ms', ms(warm), warm <= 150);
    const duplicates = visits.federated.flatMap((visit) => visit.duplicates ?? []);
    report.add(
      'singletons: each shared library loaded once (host + 5 remotes)',
      'no copies',
      duplicates.length
        ? [...new Set(duplicates)].join('; ')
        : `${visits.federated[0]!.shared} libraries, each once`,
      duplicates.length === 0,
    );
    report.add(
      'chat proxy overhead over a direct call (p50 of pairs)',
      '≤ 3 ms',
      `${proxy.overheadP50.toFixed(1)} ms (direct ${proxy.directP50.toFixed(1)}, proxied ${proxy.proxyP50.toFixed(1)}, ${proxy.pairs} pairs)`,
      proxy.overheadP50 <= 3,
    );
    report.add('password sign-in p50 (platform, bcrypt)', '–', ms(proxy.signInP50));

    /** `goal`: the ratio the figure may reach (RATIO_GOAL unless given); null: reported only. */
    const ratioRow = (
      figure: string,
      federated: number,
      monolith: number,
      goal: number | null = RATIO_GOAL,
    ) =>
      report.add(
        `federated ÷ monolith: ${figure}`,
        goal === null ? 'reported' : `≤ ${goal}`,
        `${ratio(federated / monolith)} (${figure.includes('bytes') ? `${kilobytes(federated)} / ${kilobytes(monolith)}` : figure.includes('requests') ? `${federated} / ${monolith}` : `${ms(federated)} / ${ms(monolith)}`})`,
        goal === null ? undefined : federated / monolith <= goal,
      );
    ratioRow('login requests', fed(1, requests), mono(1, requests), null);
    ratioRow('login bytes', fed(1, bytes), mono(1, bytes));
    ratioRow('login interactive ×1', fed(1, interactive), mono(1, interactive));
    ratioRow('login interactive ×4', fed(4, interactive), mono(4, interactive));
    const reloadRequests = (load: SignedInReload) => load.requests;
    const rendererBusy = (load: SignedInReload) => load.rendererMs;
    ratioRow(
      'signed-in reload of /bots: requests',
      reload('federated', reloadRequests),
      reload('monolith', reloadRequests),
      RELOAD_REQUESTS_GOAL,
    );
    ratioRow(
      'signed-in reload of /bots: renderer busy',
      reload('federated', rendererBusy),
      reload('monolith', rendererBusy),
      null,
    );
    for (const section of SECTIONS) {
      ratioRow(
        `first visit of ${section.link}`,
        firstVisit('federated', section.remote),
        firstVisit('monolith', section.remote),
      );
    }
  } finally {
    await stack.stop();
  }
}

async function grids(browser: Browser) {
  for (const size of GRID_SIZES) {
    step(`Businesses grid with ${size.toLocaleString('en')} more businesses`);
    const stack = await startBenchStack({
      prepare: (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl, size),
    });
    try {
      const timings = [];
      for (let run = 0; run < VISIT_RUNS; run += 1) {
        timings.push(
          await measureBusinessesGrid(browser, stack.gatewayUrl, [
            `Business 00${run}123`,
            `Business 00${run}4`,
            'Bench Business 0099',
          ]),
        );
      }
      const open = median(timings.map((t) => t.openMs));
      const sort = median(timings.flatMap((t) => t.sortMs));
      const search = median(timings.flatMap((t) => t.searchMs));
      const rows = size.toLocaleString('en');
      report.add(
        `Businesses, ${rows} rows: open to rows on screen`,
        '≤ 400 ms',
        ms(open),
        open <= 400,
      );
      report.add(`Businesses, ${rows} rows: sort by name`, '≤ 100 ms', ms(sort), sort <= 100);
      report.add(`Businesses, ${rows} rows: quick search`, '≤ 150 ms', ms(search), search <= 150);
    } catch (error) {
      report.add(
        `Businesses, ${size.toLocaleString('en')} rows`,
        'usable',
        `not usable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        false,
      );
    } finally {
      await stack.stop();
    }
  }
}

async function platform() {
  step('platform latency at 10,000 businesses');
  const latency = await measurePlatformLatency();
  report.add(
    `GET /api/businesses, page of 100 of ${latency.rows.toLocaleString('en')}: p50 / p95`,
    'p95 ≤ 50 ms',
    `${ms(latency.listPage.p50)} / ${ms(latency.listPage.p95)}`,
    latency.listPage.p95 <= 50,
  );
  report.add(
    `GET /api/businesses, all ${latency.rows.toLocaleString('en')} (the plain call): p50 / p95`,
    '–',
    `${ms(latency.listAll.p50)} / ${ms(latency.listAll.p95)}`,
  );
}

async function answers() {
  step('answer evaluation over the seeded bots (npm run eval), previous retriever beside');
  const bots = await evaluateRepoSets(EVAL_QUESTION_SETS);
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const both = (current: EvalFigures, baseline: EvalFigures, pick: (f: EvalFigures) => number) =>
    `${pct(pick(current))} (previous ${pct(pick(baseline))})`;
  const rowsFor = (label: string, current: EvalFigures, baseline: EvalFigures) => {
    const met = goalsMet(current);
    const questions = `${current.answerable} + ${current.unanswerable} out of scope`;
    report.add(
      `answers, ${label} (${questions}): fact stated`,
      `≥ ${pct(GOALS.answer)}`,
      both(current, baseline, (f) => f.answer),
      met.answer,
    );
    report.add(
      `answers, ${label}: first source right`,
      `≥ ${pct(GOALS.firstSource)}`,
      both(current, baseline, (f) => f.firstSource),
      met.firstSource,
    );
    report.add(
      `answers, ${label}: out-of-scope declined`,
      'all',
      both(current, baseline, (f) => f.declined),
      met.declined,
    );
    report.add(
      `answers, ${label}: Recall@5 / MRR / nDCG@10`,
      '–',
      `${pct(current.recall5)} / ${current.mrr.toFixed(3)} / ${current.ndcg10.toFixed(3)} (previous ${pct(baseline.recall5)} / ${baseline.mrr.toFixed(3)} / ${baseline.ndcg10.toFixed(3)})`,
    );
  };
  for (const bot of bots) rowsFor(bot.slug, bot.current, bot.baseline);
  rowsFor(
    'overall',
    overall(bots, (b) => b.current),
    overall(bots, (b) => b.baseline),
  );
}

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
    report.add(
      'production build time, clean: federated (6 builds, 2 at a time) / monolith',
      '–',
      `${seconds(builds.federatedMs)} / ${seconds(builds.monolithMs)}`,
    );
    report.add(
      'federated ÷ monolith: production build time, clean',
      `≤ ${BUILD_RATIO_GOAL}`,
      ratio(builds.federatedMs / builds.monolithMs),
      builds.federatedMs / builds.monolithMs <= BUILD_RATIO_GOAL,
    );
  }
  if (builds.federatedWarmMs !== undefined && builds.monolithWarmMs !== undefined) {
    report.add(
      'federated ÷ monolith: production build time on the persistent cache',
      'reported',
      `${ratio(builds.federatedWarmMs / builds.monolithWarmMs)} (${seconds(builds.federatedWarmMs)} / ${seconds(builds.monolithWarmMs)})`,
    );
  }
  if (runs('login') || runs('grids')) {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      if (runs('login')) await loginAndVisits(browser);
      if (runs('grids')) await grids(browser);
    } finally {
      await browser.close();
    }
  }
  if (runs('platform')) await platform();
  if (runs('answers')) await answers();
  console.log(`\nMachine: ${describeMachine()}`);
  console.log(
    `Medians of ${RUNS} runs (login) and ${VISIT_RUNS} (visits, grids); load is the 1-minute average when the figure was taken.\n`,
  );
  console.log(report.markdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
