/**
 * First visit of each section and warm switches Bots ↔ Businesses, federated and monolith
 * in turn, with the ratios: the part of `npm run bench` that follows the sign-in, as a
 * quicker loop while working on it. Builds what is stale first.
 * Run: `npx tsx bench/section-visits.ts [--runs=N]`.
 */
import { measureSectionVisits, SECTIONS, type SectionVisits } from './support/console-walks';
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
    }
    const fed = warmSwitch('federated');
    report.add('warm switch Bots ↔ Businesses', '≤ 150 ms', ms(fed), fed <= 150);
    report.add('  monolith', '', ms(warmSwitch('monolith')));
    const duplicates = visits.federated!.flatMap((visit) => visit.duplicates ?? []);
    report.add('shared libraries loaded twice', 'none', duplicates.join(', ') || 'none');
  },
  (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
);
