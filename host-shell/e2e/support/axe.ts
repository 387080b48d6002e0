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

export interface AxeCheck {
  /** Only these parts of the page, e.g. a remote's own content inside the shell. */
  include?: string[];
  /** A finding whose fix belongs elsewhere; say why where you pass it. */
  ignore?: (ruleId: string, node: AxeNode) => boolean;
}

/**
 * Runs axe-core in the page and fails on serious or critical violations, listing each
 * rule with the elements it found so the failure says what to fix.
 */
export async function expectNoSeriousAxeViolations(page: Page, check: AxeCheck = {}) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (include) => {
    const { axe } = window as unknown as {
      axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(include ? { include } : document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ html, failureSummary }) => ({ html, failureSummary })),
    }));
  }, check.include);
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !check.ignore?.(violation.id, node)),
    }))
    .filter((violation) => violation.nodes.length > 0);
  expect(
    serious.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.html.slice(0, 160)} (${n.failureSummary ?? ''})`).join(' | ')}`,
    ),
  ).toEqual([]);
}
