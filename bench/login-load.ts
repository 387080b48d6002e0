/**
 * The login page alone, federated and monolith in turn: requests, bytes on the wire and
 * time to an interactive sign-in form at CPU ×1 and ×4 (medians), with the ratios. A
 * quicker loop than `npm run bench` while working on the first load; `--list` also
 * prints every request of one federated load. Builds what is stale first.
 * Run: `npx tsx bench/login-load.ts [--runs=N] [--list]`.
 */
import { listLoginRequests, measureLoginLoad, type LoginLoad } from './support/login-walks';
import { kilobytes, ms, ratio } from './support/report-table';
import { median } from './support/stats';
import { runVariantBench, VARIANTS } from './support/variant-bench';

runVariantBench(5, async ({ browser, report, runs, urls }) => {
  if (process.argv.includes('--list')) {
    for (const line of await listLoginRequests(browser, urls.federated)) console.log(line);
  }
  const loads: Record<string, LoginLoad[]> = {};
  for (let run = 0; run < runs; run += 1) {
    for (const rate of [1, 4]) {
      for (const variant of VARIANTS) {
        (loads[`${variant}×${rate}`] ??= []).push(
          await measureLoginLoad(browser, urls[variant], rate),
        );
      }
    }
  }
  const figure = (key: string, pick: (load: LoginLoad) => number) => median(loads[key]!.map(pick));
  for (const variant of VARIANTS) {
    const key = `${variant}×1`;
    report.add(`${variant}: login requests`, '≤ 30', String(figure(key, (l) => l.requests)));
    report.add(`${variant}: login bytes`, '≤ 250 KB', kilobytes(figure(key, (l) => l.bytes)));
    for (const rate of [1, 4]) {
      report.add(
        `${variant}: login interactive ×${rate}`,
        rate === 1 ? '≤ 500 ms' : '≤ 1000 ms',
        ms(figure(`${variant}×${rate}`, (l) => l.interactiveMs)),
      );
    }
  }
  const fedOverMono = (rate: number, pick: (load: LoginLoad) => number) =>
    figure(`federated×${rate}`, pick) / figure(`monolith×${rate}`, pick);
  report.add('federated ÷ monolith: login bytes', '≤ 1.15', ratio(fedOverMono(1, (l) => l.bytes)));
  for (const rate of [1, 4]) {
    report.add(
      `federated ÷ monolith: login interactive ×${rate}`,
      '≤ 1.15',
      ratio(fedOverMono(rate, (l) => l.interactiveMs)),
    );
  }
});
