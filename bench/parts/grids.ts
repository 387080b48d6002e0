/** The Businesses grid at 10,000 and 100,000 more rows: open, sort and quick search. */
import type { Browser } from '@playwright/test';
import { startBenchStack } from '../support/bench-stack';
import { measureBusinessesGrid } from '../support/console-walks';
import { ms } from '../support/report-table';
import { prepareDatabase } from '../support/seeded-database';
import { median } from '../support/stats';
import { step, type BenchContext } from './bench-context';

const GRID_SIZES = [10_000, 100_000];

export async function grids(ctx: BenchContext, browser: Browser) {
  for (const size of GRID_SIZES) {
    step(`Businesses grid with ${size.toLocaleString('en')} more businesses`);
    const stack = await startBenchStack({
      prepare: (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl, size),
    });
    try {
      const timings = [];
      for (let run = 0; run < ctx.visitRuns; run += 1) {
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
      ctx.report.add(
        `Businesses, ${rows} rows: open to rows on screen`,
        '≤ 400 ms',
        ms(open),
        open <= 400,
      );
      ctx.report.add(`Businesses, ${rows} rows: sort by name`, '≤ 100 ms', ms(sort), sort <= 100);
      ctx.report.add(
        `Businesses, ${rows} rows: quick search`,
        '≤ 150 ms',
        ms(search),
        search <= 150,
      );
    } catch (error) {
      ctx.report.add(
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
