/**
 * First visit of each section and warm switches Bots ↔ Businesses, federated and monolith
 * in turn, with the ratios: the part of `npm run bench` that follows the sign-in, as a
 * quicker loop while working on it. Builds what is stale first.
 * Each visit also says whether a loading spinner showed before the heading, and how long
 * the page's thread ran and waited for a CPU (the machine's load, not the page).
 * Run: `npx tsx bench/section-visits.ts [--runs=N] [--favoured]`; `--favoured` gives the
 * bench's processes first claim on the CPUs (see `support/scheduling-priority.ts`).
 */
import { measureSectionVisits, SECTIONS, type SectionVisits } from './support/console-walks';
import type { SchedulingDuring } from './support/process-cpu';
import { ms, ratio } from './support/report-table';
import { prepareDatabase } from './support/seeded-database';
import { median } from './support/stats';
import { runVariantBench, VARIANTS } from './support/variant-bench';

runVariantBench(
  3,
  async ({ browser, report, runs, urls }) => {
    const visits: Record<string, SectionVisits[]> = { federated: [], monolith: [] };
    for (let run = 0; run < runs; run += 1) {
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
      const requests = (variant: string) =>
        visits[variant]!.map((visit) => visit.firstVisitRequests[section.remote]).join(', ');
      report.add(
        `  requests from click to heading, each run: federated / monolith`,
        '–',
        `${requests('federated')} / ${requests('monolith')}`,
      );
      const times = (variant: string) =>
        visits[variant]!.map((visit) => ms(visit.firstVisitMs[section.remote]!)).join(', ');
      report.add(
        `  each run: federated / monolith`,
        '–',
        `${times('federated')} / ${times('monolith')}`,
      );
      const spinners = (variant: string) =>
        visits[variant]!.filter((visit) => visit.firstVisitSpinner[section.remote]).length;
      report.add(
        `  runs that showed a loading spinner: federated / monolith`,
        '0',
        `${spinners('federated')} / ${spinners('monolith')} of ${runs}`,
      );
      const scheduled = (variant: string, pick: (during: SchedulingDuring) => number) =>
        ms(
          median(
            visits[variant]!.map((visit) => pick(visit.firstVisitScheduling[section.remote]!)),
          ),
        );
      report.add(
        `  page's thread on a CPU / waiting for one: federated; monolith`,
        '–',
        `${scheduled('federated', (d) => d.renderer.runMs)} / ${scheduled('federated', (d) => d.renderer.waitMs)}; ${scheduled('monolith', (d) => d.renderer.runMs)} / ${scheduled('monolith', (d) => d.renderer.waitMs)}`,
      );
    }
    const fed = warmSwitch('federated');
    report.add('warm switch Bots ↔ Businesses', '≤ 150 ms', ms(fed), fed <= 150);
    report.add('  monolith', '', ms(warmSwitch('monolith')));
    const duplicates = visits.federated!.flatMap((visit) => visit.duplicates ?? []);
    report.add('shared libraries loaded twice', 'none', duplicates.join(', ') || 'none');
  },
  (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
);
