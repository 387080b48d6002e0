import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { startBenchStack, type BenchStackOptions } from './bench-stack';
import { buildForBench, MONOLITH_DIST } from './builds';
import { countOption } from './count-option';
import { describeMachine } from './machine';
import { BenchReport } from './report-table';

export const VARIANTS = ['federated', 'monolith'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface VariantBench {
  browser: Browser;
  report: BenchReport;
  /** `--runs=N`, or the script's default. */
  runs: number;
  urls: Record<Variant, string>;
}

/**
 * One part of `npm run bench` as a quicker loop, federated and monolith in turn: builds
 * what is stale, starts both gateways and a browser, lets `measure` fill the report and
 * prints it with the machine it ran on.
 */
export function runVariantBench(
  defaultRuns: number,
  measure: (bench: VariantBench) => Promise<void>,
  prepare?: BenchStackOptions['prepare'],
): void {
  const runs = countOption('runs', defaultRuns);
  const main = async () => {
    console.log(`Machine: ${describeMachine()}`);
    await buildForBench(false);
    // The browser first: a browser that cannot start then leaves no stack running.
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const report = new BenchReport();
    try {
      const stack = await startBenchStack({ prepare, monolithDist: MONOLITH_DIST });
      try {
        const urls = { federated: stack.gatewayUrl, monolith: stack.monolithUrl! };
        await measure({ browser, report, runs, urls });
      } finally {
        await stack.stop();
      }
    } finally {
      await browser.close();
    }
    console.log(`\nMachine: ${describeMachine()}\nMedians of ${runs} runs.\n`);
    console.log(report.markdown());
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
