/**
 * The login page, section visits, the signed-in reload and the chat proxy, federated and
 * monolithic side by side against one platform; each figure beside its goal, then the
 * federated ÷ monolith ratios.
 */
import type { Browser } from '@playwright/test';
import { startBenchStack } from '../support/bench-stack';
import { MONOLITH_DIST } from '../support/builds';
import { measureChatProxyOverhead } from '../support/chat-proxy-overhead';
import { measureSectionVisits, SECTIONS, type SectionVisits } from '../support/console-walks';
import { measureLoginLoad, type LoginLoad } from '../support/login-walks';
import { measureSignedInReload, type SignedInReload } from '../support/reload-walks';
import { kilobytes, ms, ratio } from '../support/report-table';
import { prepareDatabase } from '../support/seeded-database';
import { median } from '../support/stats';
import { step, type BenchContext } from './bench-context';

/** What federation may cost over the monolith, in bytes and in time. */
const RATIO_GOAL = 1.15;
/** What federation may cost over the monolith in the requests of a signed-in reload. */
const RELOAD_REQUESTS_GOAL = 1.3;

type Variant = 'federated' | 'monolith';
const VARIANTS: Variant[] = ['federated', 'monolith'];

export async function loginAndVisits(ctx: BenchContext, browser: Browser) {
  const stack = await startBenchStack({
    prepare: (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
    monolithDist: MONOLITH_DIST,
  });
  const urls: Record<Variant, string> = {
    federated: stack.gatewayUrl,
    monolith: stack.monolithUrl!,
  };
  try {
    step(`login page, cold cache, ${ctx.runs} runs per variant and CPU rate, taken in turn`);
    const loads: Record<string, LoginLoad[]> = {};
    for (let run = 0; run < ctx.runs; run += 1) {
      for (const rate of [1, 4]) {
        for (const variant of VARIANTS) {
          const key = `${variant}×${rate}`;
          (loads[key] ??= []).push(await measureLoginLoad(browser, urls[variant], rate));
        }
      }
    }
    const loginFigure = (variant: Variant, rate: number, pick: (load: LoginLoad) => number) =>
      median(loads[`${variant}×${rate}`]!.map(pick));

    step(`first visit of each section and warm switches, ${ctx.visitRuns} runs per variant`);
    const visits: Record<Variant, SectionVisits[]> = { federated: [], monolith: [] };
    for (let run = 0; run < ctx.visitRuns; run += 1) {
      for (const variant of VARIANTS) {
        visits[variant].push(
          await measureSectionVisits(browser, urls[variant], 3, variant === 'federated'),
        );
      }
    }
    const firstVisit = (variant: Variant, remote: string) =>
      median(visits[variant].map((visit) => visit.firstVisitMs[remote]!));

    step(`signed-in reload of /bots, ${ctx.runs} runs per variant, taken in turn`);
    const reloads: Record<Variant, SignedInReload[]> = { federated: [], monolith: [] };
    for (let run = 0; run < ctx.runs; run += 1) {
      for (const variant of VARIANTS) {
        reloads[variant].push(await measureSignedInReload(browser, urls[variant]));
      }
    }
    const reload = (variant: Variant, pick: (load: SignedInReload) => number) =>
      median(reloads[variant].map(pick));

    step('chat proxy overhead and sign-in');
    const proxy = await measureChatProxyOverhead(
      stack.gatewayUrl,
      stack.platformUrl,
      stack.serviceKey,
      ctx.quick ? 20 : 40,
    );

    const fed = (rate: number, pick: (load: LoginLoad) => number) =>
      loginFigure('federated', rate, pick);
    const mono = (rate: number, pick: (load: LoginLoad) => number) =>
      loginFigure('monolith', rate, pick);
    const requests = (load: LoginLoad) => load.requests;
    const bytes = (load: LoginLoad) => load.bytes;
    const interactive = (load: LoginLoad) => load.interactiveMs;
    // Each login figure as a row: its name, the goal, the figure as printed, whether it is met.
    const loginRows: [string, string, string, boolean][] = [
      ['login page: requests', '≤ 12', String(fed(1, requests)), fed(1, requests) <= 12],
      [
        'login page: bytes on the wire',
        '≤ 250 KB',
        kilobytes(fed(1, bytes)),
        fed(1, bytes) <= 250 * 1024,
      ],
      [
        'login form interactive, CPU ×1',
        '≤ 500 ms',
        ms(fed(1, interactive)),
        fed(1, interactive) <= 500,
      ],
      [
        'login form interactive, CPU ×4',
        '≤ 1000 ms',
        ms(fed(4, interactive)),
        fed(4, interactive) <= 1000,
      ],
    ];
    for (const row of loginRows) ctx.report.add(...row);
    for (const section of SECTIONS) {
      const value = firstVisit('federated', section.remote);
      ctx.report.add(
        `first visit of ${section.link} (${section.remote})`,
        '≤ 600 ms',
        ms(value),
        value <= 600,
      );
    }
    const warm = median(visits.federated.flatMap((visit) => visit.warmSwitchMs));
    ctx.report.add(
      'warm switch Bots ↔ Businesses, data on screen',
      '≤ 150 ms',
      ms(warm),
      warm <= 150,
    );
    const duplicates = visits.federated.flatMap((visit) => visit.duplicates ?? []);
    ctx.report.add(
      'singletons: each shared library loaded once (host + 5 remotes)',
      'no copies',
      duplicates.length
        ? [...new Set(duplicates)].join('; ')
        : `${visits.federated[0]!.shared} libraries, each once`,
      duplicates.length === 0,
    );
    ctx.report.add(
      'chat proxy overhead over a direct call (p50 of pairs)',
      '≤ 3 ms',
      `${proxy.overheadP50.toFixed(1)} ms (direct ${proxy.directP50.toFixed(1)}, proxied ${proxy.proxyP50.toFixed(1)}, ${proxy.pairs} pairs)`,
      proxy.overheadP50 <= 3,
    );
    ctx.report.add('password sign-in p50 (platform, bcrypt)', '–', ms(proxy.signInP50));

    /** `goal`: the ratio the figure may reach (RATIO_GOAL unless given); null: reported only. */
    const ratioRow = (
      figure: string,
      federated: number,
      monolith: number,
      goal: number | null = RATIO_GOAL,
    ) =>
      ctx.report.add(
        `federated ÷ monolith: ${figure}`,
        goal === null ? 'reported' : `≤ ${goal}`,
        `${ratio(federated / monolith)} (${figure.includes('bytes') ? `${kilobytes(federated)} / ${kilobytes(monolith)}` : figure.includes('requests') ? `${federated} / ${monolith}` : `${ms(federated)} / ${ms(monolith)}`})`,
        goal === null ? undefined : federated / monolith <= goal,
      );
    ratioRow('login requests', fed(1, requests), mono(1, requests), null);
    ratioRow('login bytes', fed(1, bytes), mono(1, bytes));
    ratioRow('login interactive ×1', fed(1, interactive), mono(1, interactive));
    ratioRow('login interactive ×4', fed(4, interactive), mono(4, interactive));
    const reloadRequests = (load: SignedInReload) => load.requests;
    const rendererBusy = (load: SignedInReload) => load.rendererMs;
    ratioRow(
      'signed-in reload of /bots: requests',
      reload('federated', reloadRequests),
      reload('monolith', reloadRequests),
      RELOAD_REQUESTS_GOAL,
    );
    ratioRow(
      'signed-in reload of /bots: renderer busy',
      reload('federated', rendererBusy),
      reload('monolith', rendererBusy),
      null,
    );
    for (const section of SECTIONS) {
      ratioRow(
        `first visit of ${section.link}`,
        firstVisit('federated', section.remote),
        firstVisit('monolith', section.remote),
      );
    }
    // A visit's wall time is the page's work plus its wait for a CPU on a shared machine:
    // the work alone tells whether the federated page does more.
    const pageCpu = (variant: Variant, remote: string) =>
      median(visits[variant].map((visit) => visit.firstVisitScheduling[remote]!.renderer.runMs));
    ctx.report.add(
      "federated ÷ monolith: first visits, the page's thread on a CPU",
      'reported',
      SECTIONS.map(
        ({ link, remote }) =>
          `${link} ${ratio(pageCpu('federated', remote) / pageCpu('monolith', remote))}`,
      ).join(', '),
    );
  } finally {
    await stack.stop();
  }
}
