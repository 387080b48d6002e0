/** The platform's Businesses list at 10,000 rows, a page and the whole, without a browser. */
import { measurePlatformLatency } from '../platform-latency';
import { ms } from '../support/report-table';
import { step, type BenchContext } from './bench-context';

export async function platformLatency(ctx: BenchContext) {
  step('platform latency at 10,000 businesses');
  const latency = await measurePlatformLatency();
  ctx.report.add(
    `GET /api/businesses, page of 100 of ${latency.rows.toLocaleString('en')}: p50 / p95`,
    'p95 ≤ 50 ms',
    `${ms(latency.listPage.p50)} / ${ms(latency.listPage.p95)}`,
    latency.listPage.p95 <= 50,
  );
  ctx.report.add(
    `GET /api/businesses, all ${latency.rows.toLocaleString('en')} (the plain call): p50 / p95`,
    '–',
    `${ms(latency.listAll.p50)} / ${ms(latency.listAll.p95)}`,
  );
}
