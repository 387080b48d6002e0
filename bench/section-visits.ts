/**
 * First visit of each section and warm switches Bots ↔ Businesses, federated and monolith
 * in turn, with the ratios: the part of `npm run bench` that follows the sign-in, as a
 * quicker loop while working on it. Builds what is stale first.
 * Run: `npx tsx bench/section-visits.ts [--runs=N]`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { startBenchStack } from './support/bench-stack';
import { buildForBench, MONOLITH_DIST } from './support/builds';
import { measureSectionVisits, SECTIONS, type SectionVisits } from './support/console-walks';
import { describeMachine } from './support/machine';
import { BenchReport, ms, ratio } from './support/report-table';
import { prepareDatabase } from './support/seeded-database';
import { median } from './support/stats';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
const VARIANTS = ['federated', 'monolith'] as const;

async function main() {
  console.log(`Machine: ${describeMachine()}`);
  await buildForBench(false);
  const stack = await startBenchStack({
    prepare: (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
    monolithDist: MONOLITH_DIST,
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const report = new BenchReport();
  try {
    const urls = { federated: stack.gatewayUrl, monolith: stack.monolithUrl! };
    const visits: Record<string, SectionVisits[]> = { federated: [], monolith: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of VARIANTS) {
        visits[variant]!.push(
          await measureSectionVisits(browser, urls[variant], 3, variant === 'federated'),
        );
      }
    }
    const firstVisit = (variant: string, remote: string) =>
      median(visits[variant]!.map((visit) => visit.firstVisitMs[remote]!));
    const warmSwitch = (variant: string) =>
      median(visits[variant]!.flatMap((visit) => visit.warmSwitchMs));
    for (const section of SECTIONS) {
      const fed = firstVisit('federated', section.remote);
      const mono = firstVisit('monolith', section.remote);
      report.add(`first visit: ${section.link}`, '≤ 600 ms', ms(fed), fed <= 600);
      report.add(`  monolith: ${section.link}`, '', ms(mono));
      report.add(`  federated ÷ monolith: ${section.link}`, '≤ 1.15', ratio(fed / mono));
    }
    const fed = warmSwitch('federated');
    report.add('warm switch Bots ↔ Businesses', '≤ 150 ms', ms(fed), fed <= 150);
    report.add('  monolith', '', ms(warmSwitch('monolith')));
    const duplicates = visits.federated!.flatMap((visit) => visit.duplicates ?? []);
    report.add('shared libraries loaded twice', 'none', duplicates.join(', ') || 'none');
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`\nMachine: ${describeMachine()}\nMedians of ${RUNS} runs.\n`);
  console.log(report.markdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
