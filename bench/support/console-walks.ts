import type { Browser, BrowserContext, Page } from '@playwright/test';
import { duplicatedShares, sharedCount } from './shared-copies';

/** The sections a first visit is timed for: each remote's first page. */
export const SECTIONS = [
  { remote: 'bots', link: 'Bots', heading: 'Bots' },
  { remote: 'conversations', link: 'Conversations', heading: 'Conversations' },
  { remote: 'setup', link: 'Businesses', heading: 'Businesses' },
  { remote: 'knowledge', link: 'Documents', heading: 'Documents' },
  { remote: 'analytics', link: 'Usage Summary', heading: 'Usage Summary' },
] as const;

export const ADMIN = { email: 'admin@switchboard.local', password: 'switchboard' };

export interface LoginLoad {
  requests: number;
  /** Bytes on the wire (headers and compressed bodies) as Chromium counted them. */
  bytes: number;
  /** From navigation start to the sign-in form on screen (its handlers are attached then). */
  interactiveMs: number;
}

declare global {
  interface Window {
    __benchLoginInteractive?: number;
  }
}

/**
 * Records when the sign-in form is first in the document (React has attached its handlers
 * by then). A string, not a function: tsx wraps named functions in a helper the page lacks.
 */
const MARK_LOGIN_INTERACTIVE = `(() => {
  const ready = () =>
    document.querySelector('input[type="password"]') !== null &&
    [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign in');
  const observer = new MutationObserver(() => {
    if (window.__benchLoginInteractive === undefined && ready()) {
      window.__benchLoginInteractive = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * Polls a condition in the page. Playwright's waitForFunction compiles its predicate in
 * the page, which the console's CSP (no eval) forbids; evaluate goes through the protocol.
 */
async function pollUntil(page: Page, condition: (arg: string) => boolean, arg = '') {
  const deadline = performance.now() + 60_000;
  while (!(await page.evaluate(condition, arg))) {
    if (performance.now() > deadline) throw new Error('the page never reached the state awaited');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fresh context (cold cache) with Chromium's CPU slowed `cpuRate` times. */
async function throttledPage(browser: Browser, cpuRate: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp };
}

/** One cold load of the login page. */
export async function measureLoginLoad(
  browser: Browser,
  baseUrl: string,
  cpuRate: number,
): Promise<LoginLoad> {
  const { context, page, cdp } = await throttledPage(browser, cpuRate);
  try {
    let requests = 0;
    let bytes = 0;
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.addInitScript(MARK_LOGIN_INTERACTIVE);
    await page.goto(`${baseUrl}/auth/login`);
    await pollUntil(page, () => window.__benchLoginInteractive !== undefined);
    await page.waitForLoadState('networkidle');
    const interactiveMs = await page.evaluate(() => window.__benchLoginInteractive!);
    return { requests, bytes, interactiveMs };
  } finally {
    await context.close();
  }
}

/** Every request of one cold federated login load at CPU ×1, as `KB  type  path`. */
export async function listLoginRequests(browser: Browser, baseUrl: string): Promise<string[]> {
  const { context, page, cdp } = await throttledPage(browser, 1);
  try {
    const seen = new Map<string, { url: string; type: string; bytes: number }>();
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      seen.set(event.requestId, { url: event.request.url, type: event.type ?? '', bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    await page.addInitScript(MARK_LOGIN_INTERACTIVE);
    await page.goto(`${baseUrl}/auth/login`);
    await pollUntil(page, () => window.__benchLoginInteractive !== undefined);
    await page.waitForLoadState('networkidle');
    return [...seen.values()].map(
      (entry) =>
        `${(entry.bytes / 1024).toFixed(1).padStart(7)} KB  ${entry.type.padEnd(10)} ${new URL(entry.url).pathname}`,
    );
  } finally {
    await context.close();
  }
}

export async function signIn(page: Page, baseUrl: string, returnUrl = '/pages/dashboard') {
  await page.goto(`${baseUrl}/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Selected bot' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

async function timeClick(page: Page, link: string, settled: () => Promise<unknown>) {
  const start = performance.now();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await settled();
  return performance.now() - start;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A grid with at least one data row: the section's data is on screen. */
const gridRows = (page: Page, name: string) =>
  page.getByRole('grid', { name }).locator('[role="row"][data-id]').first();

export interface SectionVisits {
  /** Menu click to the section's heading on screen, per remote, on its first visit. */
  firstVisitMs: Record<string, number>;
  /** Menu click to rows on screen, Bots ↔ Businesses after both were visited once. */
  warmSwitchMs: number[];
  /** Federated builds only: libraries loaded twice, and how many were shared at all. */
  duplicates?: string[];
  shared?: number;
}

/** Signs in (cold cache, CPU ×1), visits each section once, then switches Bots ↔ Businesses. */
export async function measureSectionVisits(
  browser: Browser,
  baseUrl: string,
  switches: number,
  federated: boolean,
): Promise<SectionVisits> {
  const context: BrowserContext = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    const firstVisitMs: Record<string, number> = {};
    for (const section of SECTIONS) {
      firstVisitMs[section.remote] = await timeClick(page, section.link, () =>
        heading(page, section.heading).waitFor({ timeout: 60_000 }),
      );
      await page.waitForLoadState('networkidle');
    }
    const warmSwitchMs: number[] = [];
    for (let i = 0; i < switches; i += 1) {
      for (const name of ['Bots', 'Businesses']) {
        warmSwitchMs.push(
          await timeClick(page, name, async () => {
            await heading(page, name).waitFor();
            await gridRows(page, name).waitFor();
          }),
        );
      }
    }
    if (!federated) return { firstVisitMs, warmSwitchMs };
    return {
      firstVisitMs,
      warmSwitchMs,
      duplicates: await duplicatedShares(page),
      shared: await sharedCount(page),
    };
  } finally {
    await context.close();
  }
}

export interface GridTimings {
  openMs: number;
  sortMs: number[];
  searchMs: number[];
}

/**
 * Businesses with many rows: from the menu click to rows on screen (the Setup remote is
 * already loaded by Business Types), then sorting by name and quick searches.
 */
export async function measureBusinessesGrid(
  browser: Browser,
  baseUrl: string,
  searches: string[],
): Promise<GridTimings> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, '/setup/business-types');
    await heading(page, 'Business Types').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const openMs = await timeClick(page, 'Businesses', () =>
      gridRows(page, 'Businesses').waitFor({ timeout: 60_000 }),
    );
    const grid = page.getByRole('grid', { name: 'Businesses' });
    const nameHeader = grid.getByRole('columnheader', { name: 'Name' });
    const sortMs: number[] = [];
    // A header click cycles ascending → descending → unsorted, as the grid's default order.
    // Sorted rows are on screen when the header shows the order and no load is under way;
    // when the grid pages on the server (it then offers its own Export CSV), only after the
    // server answered an order it had not been asked for yet (RTK Query keeps the others).
    const server = await page.getByRole('button', { name: 'Export CSV' }).isVisible();
    const asked = new Set(['createdAt:desc']);
    const SORT_PARAM: Record<string, string> = {
      ascending: 'name:asc',
      descending: 'name:desc',
      none: 'createdAt:desc',
    };
    for (const order of ['ascending', 'descending', 'none', 'ascending']) {
      const param = SORT_PARAM[order]!;
      const answered =
        server && !asked.has(param)
          ? page.waitForResponse(
              (response) =>
                new URL(response.url()).pathname === '/api/businesses' &&
                new URL(response.url()).searchParams.get('sort') === param,
              { timeout: 60_000 },
            )
          : undefined;
      asked.add(param);
      const start = performance.now();
      await nameHeader.click();
      await answered;
      await pollUntil(
        page,
        (sort) =>
          document
            .querySelector('[role="columnheader"][data-field="name"]')
            ?.getAttribute('aria-sort') === sort &&
          !document.querySelector('[role="grid"] [role="progressbar"]'),
        order,
      );
      sortMs.push(performance.now() - start);
    }
    const searchMs: number[] = [];
    const box = page.getByRole('searchbox');
    for (const term of searches) {
      const start = performance.now();
      await box.fill(term);
      await pollUntil(
        page,
        (wanted) => {
          const rows = [...document.querySelectorAll('[role="grid"] [role="row"][data-id]')];
          // The quick filter matches each word on its own, anywhere in the row.
          const words = wanted.split(' ');
          return (
            rows.length > 0 &&
            rows.every((row) => words.every((word) => row.textContent?.includes(word))) &&
            !document.querySelector('[role="grid"] [role="progressbar"]')
          );
        },
        term,
      );
      searchMs.push(performance.now() - start);
    }
    return { openMs, sortMs, searchMs };
  } finally {
    await context.close();
  }
}
