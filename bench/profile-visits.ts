/**
 * Where a first visit's main-thread CPU goes, federated against monolith: each first visit
 * as `bench/section-visits.ts` walks it, under V8's sampling profiler (CDP `Profiler`) from
 * just before the harness moves to the menu link to the heading, so the window is the one
 * the bench's page-thread CPU figure covers. Prints, per section, the mean self time per
 * library or package (through the builds' source maps) and per function, both builds side
 * by side, largest difference first.
 * Run: `npx tsx bench/profile-visits.ts [--runs=N] [--only=Documents,Conversations] [--reload] [--favoured]`.
 */
import type { Page } from '@playwright/test';
import { clickMenu, SECTIONS, withSignedInPage } from './support/console-walks';
import { prepareDatabase } from './support/seeded-database';
import { sourceOf, type CallFrame } from './support/source-frames';
import { timeInput } from './support/timed-input';
import { runVariantBench, VARIANTS, type Variant } from './support/variant-bench';

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds from µs, one decimal. */
const ms = (us: number) => (us / 1000).toFixed(1);

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * `--reload`: reload the signed-in page before the visits, so the console starts from its
 * own page rather than from the login page's (which hands the console its React).
 */
const reload = process.argv.includes('--reload');

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

/** What a frame's self time is charged to: a library, a workspace package, or V8's own work. */
function bucketOf(frame: CallFrame): { bucket: string; fn: string } {
  if (!frame.url) return { bucket: frame.functionName || '(program)', fn: frame.functionName };
  if (!frame.url.startsWith('http')) return { bucket: '(browser)', fn: frame.functionName };
  const { name, source, line } = sourceOf(frame);
  const fn = `${name} ${source}:${line}`;
  if (source.startsWith('~')) {
    const parts = source.slice(1).split('/');
    return { bucket: parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!, fn };
  }
  if (source.startsWith('webpack/')) return { bucket: 'webpack runtime', fn };
  return { bucket: source.split('/')[0]!, fn };
}

/**
 * Marks the click in the profile: a named listener that spins for CLICK_MARK_MS when the
 * page takes a trusted click, so V8's sampler finds it; the samples before the first one in
 * it are the harness's approach (the hover, its prefetch), the rest the visit itself.
 */
const CLICK_MARK_MS = 1;
const MARK_CLICK = `document.addEventListener('click', function benchClickMark(event) {
  if (!event.isTrusted) return;
  const until = performance.now() + ${CLICK_MARK_MS};
  while (performance.now() < until);
}, true);`;

/**
 * Counts React's commits and the components each rendered (mounted, or given new props or
 * state), through the devtools hook React DOM reports every commit to: a second render of
 * the page in one build shows here. Walking the tree costs the page time in both builds.
 */
const COUNT_RENDERS = `(() => {
  const counts = { commits: 0, rendered: 0 };
  const walk = (fiber) => {
    for (let at = fiber; at; at = at.sibling) {
      const before = at.alternate;
      if (!before || before.memoizedProps !== at.memoizedProps || before.memoizedState !== at.memoizedState) {
        if (typeof at.type === 'function' || typeof at.type === 'object') counts.rendered += 1;
      }
      if (at.child) walk(at.child);
    }
  };
  window.__benchRenders = counts;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject() { return 1; },
    onCommitFiberRoot(id, root) { counts.commits += 1; walk(root.current.child); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

interface Renders {
  commits: number;
  rendered: number;
}

const readRenders = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { __benchRenders: Renders }).__benchRenders }));

const PHASES = ['before the click', 'after the click'] as const;
type Phase = (typeof PHASES)[number];

/** Self time (µs) per bucket, per phase, and per function of one profile. */
function selfTimes(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inMark = (id: number | undefined): boolean =>
    id !== undefined &&
    (byId.get(id)!.callFrame.functionName === 'benchClickMark' || inMark(parent.get(id)));
  const clickAt = profile.samples.findIndex((id) => inMark(id));
  const where = new Map(profile.nodes.map((node) => [node.id, bucketOf(node.callFrame)]));
  const buckets: Record<Phase, Map<string, number>> = {
    'before the click': new Map(),
    'after the click': new Map(),
  };
  const functions = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    // A sample lasts until the next one.
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const { bucket, fn } = where.get(id)!;
    const phase = buckets[clickAt >= 0 && i >= clickAt ? 'after the click' : 'before the click'];
    phase.set(bucket, (phase.get(bucket) ?? 0) + dt);
    if (fn) functions.set(fn, (functions.get(fn) ?? 0) + dt);
  });
  return { buckets, functions, clickFound: clickAt >= 0 };
}

type Totals = Map<string, number>;
const add = (into: Totals, from: Totals) =>
  from.forEach((us, key) => into.set(key, (into.get(key) ?? 0) + us));

async function profiled(page: Page, work: () => Promise<number>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const visitMs = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await cdp.detach();
  return { visitMs, profile, heapBefore, heapAfter };
}

type Sums = Record<Phase, Totals> & { functions: Totals };
const emptySums = (): Sums => ({
  'before the click': new Map(),
  'after the click': new Map(),
  functions: new Map(),
});

/** Sorted by the difference between the builds, the largest first. */
function sideBySide(fed: Totals, mono: Totals, runs: number, limit: number) {
  const keys = new Set([...fed.keys(), ...mono.keys()]);
  return [...keys]
    .map((key) => ({ key, fed: (fed.get(key) ?? 0) / runs, mono: (mono.get(key) ?? 0) / runs }))
    .sort((a, b) => Math.abs(b.fed - b.mono) - Math.abs(a.fed - a.mono))
    .slice(0, limit)
    .map(({ key, fed, mono }) => `  ${ms(fed).padStart(9)} ${ms(mono).padStart(9)}  ${key}`);
}

const busy = (buckets: Totals) =>
  [...buckets.entries()].filter(([key]) => key !== '(idle)').reduce((sum, [, us]) => sum + us, 0);

runVariantBench(
  3,
  async ({ browser, runs, urls }) => {
    const profiledSections = SECTIONS.filter((section) => !only || only.includes(section.link));
    const sums = new Map(
      profiledSections.map((section) => [
        section.link,
        { federated: emptySums(), monolith: emptySums() } as Record<Variant, Sums>,
      ]),
    );
    for (let run = 0; run < runs; run += 1) {
      for (const variant of VARIANTS) {
        await withSignedInPage(
          browser,
          urls[variant],
          async (page, network) => {
            if (reload) {
              await page.reload();
              await page
                .getByRole('combobox', { name: 'Selected bot' })
                .waitFor({ timeout: 60_000 });
              await network.quiet();
            }
            // Every section is visited in order, as the bench does; only the chosen are profiled.
            for (const section of SECTIONS) {
              const visit = () =>
                timeInput(page, clickMenu(page, section.link), ['heading', section.heading]);
              const into = sums.get(section.link)?.[variant];
              if (into) {
                const rendersBefore = await readRenders(page);
                const { visitMs, profile, heapBefore, heapAfter } = await profiled(page, visit);
                const rendersAfter = await readRenders(page);
                const commits = rendersAfter.commits - rendersBefore.commits;
                const rendered = rendersAfter.rendered - rendersBefore.rendered;
                const { buckets, functions, clickFound } = selfTimes(profile);
                for (const phase of PHASES) add(into[phase], buckets[phase]);
                add(into.functions, functions);
                const phases = PHASES.map((phase) => `${phase} ${ms(busy(buckets[phase]))}`);
                const gc = PHASES.map((phase) =>
                  ms(buckets[phase].get('(garbage collector)') ?? 0),
                );
                console.log(
                  `${variant} ${section.link} run ${run}: ${Math.round(visitMs)} ms; busy ${phases.join(', ')}${clickFound ? '' : ' (click not sampled)'}; GC ${gc.join(' + ')}; JS heap ${mb(heapBefore)} → ${mb(heapAfter)} MB; ${commits} commits, ${rendered} components rendered`,
                );
              } else {
                await visit();
              }
              await network.quiet();
            }
          },
          [MARK_CLICK, COUNT_RENDERS],
        );
      }
    }
    for (const [link, { federated, monolith }] of sums) {
      console.log(`\n=== ${link}: mean of ${runs} runs, ms (federated, monolith)`);
      for (const phase of PHASES) {
        console.log(
          `  ${phase}: busy ${ms(busy(federated[phase]) / runs)}, ${ms(busy(monolith[phase]) / runs)}`,
        );
        console.log(sideBySide(federated[phase], monolith[phase], runs, 14).join('\n'));
      }
      console.log('  function (self time, both phases)');
      console.log(sideBySide(federated.functions, monolith.functions, runs, 25).join('\n'));
    }
  },
  (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
);
