import type { BenchReport } from '../support/report-table';

/** What every part of `npm run bench` is given: the table it adds rows to and how many runs. */
export interface BenchContext {
  report: BenchReport;
  /** Runs per figure taken in turn (login, reloads). */
  runs: number;
  /** Runs per visit walk and grid. */
  visitRuns: number;
  /** `--quick` or `--only`: fewer requests where a part samples many. */
  quick: boolean;
}

export const step = (text: string) => console.log(`\n▸ ${text}`);
