import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

interface AxeNode {
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

let source: string | undefined;
const axeSource = () =>
  (source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Stops every transition and animation in the page's document: colours caught mid-transition
 * or mid-load are not what anyone reads. It holds until the document is replaced.
 */
export async function settleStyles(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

/**
 * Runs axe-core in the page and fails on serious or critical violations, listing each
 * rule with the elements it found so the failure says what to fix.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { settled = false }: { settled?: boolean } = {},
) {
  await settleStyles(page);
  // `settled`: the caller has already waited for what the page loads (half a second saved).
  if (!settled) await page.waitForLoadState('networkidle');
  // Evaluated through the browser's debugging protocol, which the console's strict CSP (no
  // inline scripts) does not govern, so the audit runs on the page exactly as served.
  // Once per document: pages opened inside the running console keep it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
      };
    };
    // Only violations are read: axe keeps one node per rule of the passing and incomplete
    // results, whose selectors are its costly tail on a big page, and still lists every
    // violating node. On the Analytics dashboard 358 against 511 ms a run (four each, busy
    // machine); on Bots and Documents within the noise.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ html, failureSummary }) => ({ html, failureSummary })),
    }));
  });
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.html.slice(0, 160)} (${n.failureSummary ?? ''})`).join(' | ')}`,
    ),
  ).toEqual([]);
}
