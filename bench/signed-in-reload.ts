/**
 * A signed-in hard load of /bots, federated and monolith in turn, with the ratios: the
 * requests it makes and the renderer's busy time. Builds what is stale first.
 * `--list` prints every request of the first load of each.
 * Run: `npx tsx bench/signed-in-reload.ts [--runs=N] [--list]`.
 */
import { measureSignedInReload, type SignedInReload } from './support/reload-walks';
import { ms, ratio } from './support/report-table';
import { prepareDatabase } from './support/seeded-database';
import { median } from './support/stats';
import { runVariantBench, VARIANTS } from './support/variant-bench';

runVariantBench(
  5,
  async ({ browser, report, runs, urls }) => {
    const loads: Record<string, SignedInReload[]> = { federated: [], monolith: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const variant of VARIANTS) {
        loads[variant]!.push(await measureSignedInReload(browser, urls[variant]));
      }
    }
    if (process.argv.includes('--list')) {
      for (const variant of VARIANTS) {
        console.log(`\n${variant}: ${loads[variant]![0]!.requests} requests`);
        for (const url of loads[variant]![0]!.urls) console.log(`  ${url}`);
      }
    }
    const figure = (variant: string, pick: (load: SignedInReload) => number) =>
      median(loads[variant]!.map(pick));
    for (const variant of VARIANTS) {
      report.add(
        `${variant}: signed-in reload, requests`,
        '',
        String(figure(variant, (l) => l.requests)),
      );
      report.add(
        `${variant}: signed-in reload, renderer busy (script)`,
        '',
        `${ms(figure(variant, (l) => l.rendererMs))} (${ms(figure(variant, (l) => l.scriptMs))})`,
      );
    }
    report.add(
      'federated ÷ monolith: signed-in reload, renderer busy',
      'reported',
      ratio(figure('federated', (l) => l.rendererMs) / figure('monolith', (l) => l.rendererMs)),
    );
  },
  (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
);
