import { loadAverage } from './machine';

export interface BenchRow {
  figure: string;
  goal: string;
  measured: string;
  /** Undefined when the row has no goal to pass (a figure reported for its own sake). */
  pass?: boolean;
  /** The 1-minute load average when the figure was taken: the machines are shared. */
  load: string;
}

/** Collects rows as measurements finish, stamping each with the load at that moment. */
export class BenchReport {
  readonly rows: BenchRow[] = [];

  add(figure: string, goal: string, measured: string, pass?: boolean): void {
    this.rows.push({ figure, goal, measured, pass, load: loadAverage().split(' / ')[0]! });
    console.log(
      `  ${figure}: ${measured}${pass === undefined ? '' : pass ? ' (pass)' : ' (FAIL)'}`,
    );
  }

  /** A Markdown table, so the README's Performance section can take it as it is. */
  markdown(): string {
    const lines = [
      '| figure | goal | measured | pass | load (1 min) |',
      '|---|---|---|---|---|',
      ...this.rows.map(
        (row) =>
          `| ${row.figure} | ${row.goal} | ${row.measured} | ${
            row.pass === undefined ? '–' : row.pass ? 'pass' : 'FAIL'
          } | ${row.load} |`,
      ),
    ];
    return lines.join('\n');
  }
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;
