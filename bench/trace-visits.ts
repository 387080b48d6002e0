/**
 * First visits as `bench/section-visits.ts` walks them, each recorded as a Chromium
 * performance trace (the main thread's tasks, V8's samples, the network) from just before
 * the menu click to the heading, written to `--out` with the visit's time in its name.
 * Read them with `bench/trace-summary.ts`. Tracing slows the page, so the times here are
 * for comparing visits with each other, not with the bench's.
 * `--only=none` traces nothing and prints each visit's scheduling figures alone.
 * Run: `npx tsx bench/trace-visits.ts [--runs=N] [--out=dir] [--only=Usage Summary,Businesses] [--favoured]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clickMenu, SECTIONS, withSignedInPage } from './support/console-walks';
import { timeInput } from './support/timed-input';
import { runVariantBench, VARIANTS } from './support/variant-bench';
import { followScheduling } from './support/process-cpu';
import { prepareDatabase } from './support/seeded-database';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

// Traces are tens of MB each: outside the repository unless asked.
const outDir = path.resolve(option('out') ?? path.join(os.tmpdir(), 'switchboard-traces'));
const only = option('only')?.split(',');

runVariantBench(
  2,
  async ({ browser, report, runs, urls }) => {
    fs.mkdirSync(outDir, { recursive: true });
    for (let run = 0; run < runs; run += 1) {
      for (const variant of VARIANTS) {
        await withSignedInPage(browser, urls[variant], async (page, network) => {
          for (const section of SECTIONS) {
            const traced = !only || only.includes(section.link);
            if (traced) await browser.startTracing(page, { categories: CATEGORIES });
            const scheduling = followScheduling();
            const ms = await timeInput(page, clickMenu(page, section.link), [
              'heading',
              section.heading,
            ]);
            if (traced) {
              const trace = await browser.stopTracing();
              const name = `${variant}-${run}-${section.remote}-${Math.round(ms)}ms.json`;
              fs.writeFileSync(path.join(outDir, name), trace);
            }
            const { renderer, rest } = scheduling();
            const line = `${Math.round(ms)} ms; page's thread ran ${Math.round(renderer.runMs)}, waited ${Math.round(renderer.waitMs)}; the rest ran ${Math.round(rest.runMs)}, waited ${Math.round(rest.waitMs)}`;
            console.log(`${variant} ${section.link} run ${run}: ${line}`);
            report.add(`${variant} ${section.link} run ${run}`, '–', line);
            await network.quiet();
          }
        });
      }
    }
  },
  (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
);
