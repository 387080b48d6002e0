/**
 * The chat proxy's cost over calling the bot directly, alone: the same pairs `npm run bench`
 * takes, in several rounds against one stack, with each round's medians and the median of
 * the rounds. A quicker loop than the full bench while working on the proxy; it needs no
 * browser, and the console's builds only because the stack serves them.
 * Run: `npx tsx bench/chat-proxy.ts [--runs=N] [--pairs=N]`.
 */
import { buildPackages, stalePackages } from '@switchboard/tooling/stack/build-stale';
import { startBenchStack } from './support/bench-stack';
import { measureChatProxyOverhead, type ProxyOverhead } from './support/chat-proxy-overhead';
import { countOption } from './support/count-option';
import { describeMachine } from './support/machine';
import { BenchReport, ms } from './support/report-table';
import { median } from './support/stats';

const tenths = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const runs = countOption('runs', 3);
  const pairs = countOption('pairs', 40);
  console.log(`Machine: ${describeMachine()}`);
  await buildPackages(stalePackages());
  const stack = await startBenchStack();
  const rounds: ProxyOverhead[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const round = await measureChatProxyOverhead(
        stack.gatewayUrl,
        stack.platformUrl,
        stack.serviceKey,
        pairs,
      );
      console.log(
        `round ${run + 1}: overhead ${tenths(round.overheadP50)} (direct ${tenths(round.directP50)}, proxied ${tenths(round.proxyP50)})`,
      );
      rounds.push(round);
    }
  } finally {
    await stack.stop();
  }
  const report = new BenchReport();
  const of = (pick: (round: ProxyOverhead) => number) => median(rounds.map(pick));
  report.add(
    'chat proxy overhead over a direct call (p50 of pairs)',
    '≤ 3 ms',
    `${tenths(of((r) => r.overheadP50))} (direct ${of((r) => r.directP50).toFixed(1)}, proxied ${of((r) => r.proxyP50).toFixed(1)}, ${runs} × ${pairs} pairs)`,
    of((r) => r.overheadP50) <= 3,
  );
  report.add('password sign-in p50 (platform, bcrypt)', '–', ms(of((r) => r.signInP50)));
  console.log(`\nMachine: ${describeMachine()}\nMedians of ${runs} rounds.\n`);
  console.log(report.markdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
