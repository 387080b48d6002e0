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
    __benchInputAt?: number;
    __benchSettled?: Promise<number>;
  }
}

/**
 * Records when each trusted click and keystroke happened, on the page's clock: a figure
 * runs from the input a person makes, not from when the harness began to send it (the
 * harness first checks the target is visible and still, which takes tens of ms).
 */
const MARK_INPUTS = `(() => {
  // tsx compiles the bench with esbuild's keepNames, which wraps the named functions the
  // bench sends to the page (armSettled's helpers) in a __name() the page lacks.
  globalThis.__name ??= (fn) => fn;
  for (const type of ['click', 'input']) {
    document.addEventListener(type, (event) => {
      if (event.isTrusted) window.__benchInputAt = event.timeStamp;
    }, true);
  }
})();`;

/** What a timed input waits for: a section's heading, its grid's rows, an order, a search. */
type Settled =
  | ['heading', string]
  | ['page', string]
  | ['sorted', string]
  | ['searched', string]
  | ['rows', string];

/**
 * In the page: from the next input to the animation frame after the page first shows the
 * state awaited (checked on every DOM change). One function holding every state, since
 * the console's CSP forbids compiling a predicate in the page.
 */
function armSettled([kind, arg]: Settled) {
  const armedAt = performance.now();
  const heading = () =>
    [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === arg);
  const gridRows = (label: string) =>
    [...document.querySelectorAll('[role="grid"]')]
      .find((grid) => grid.getAttribute('aria-label') === label)
      ?.querySelectorAll('[role="row"][data-id]').length ?? 0;
  const loading = () => document.querySelector('[role="grid"] [role="progressbar"]') !== null;
  const met = () => {
    switch (kind) {
      case 'heading':
        return heading();
      case 'page':
        return heading() && gridRows(arg) > 0;
      case 'rows':
        return gridRows(arg) > 0;
      case 'sorted':
        return (
          document
            .querySelector('[role="columnheader"][data-field="name"]')
            ?.getAttribute('aria-sort') === arg && !loading()
        );
      case 'searched': {
        // The quick filter matches each word on its own, anywhere in the row.
        const rows = [...document.querySelectorAll('[role="grid"] [role="row"][data-id]')];
        const words = arg.split(' ');
        return (
          rows.length > 0 &&
          rows.every((row) => words.every((word) => row.textContent?.includes(word))) &&
          !loading()
        );
      }
    }
  };
  window.__benchSettled = new Promise<number>((resolve, reject) => {
    const stop = () => {
      observer.disconnect();
      clearInterval(timer);
    };
    const check = () => {
      const input = window.__benchInputAt;
      if (input === undefined || input < armedAt || !met()) {
        if (performance.now() - armedAt > 60_000) {
          stop();
          reject(new Error(`the page never showed ${kind} ${arg}`));
        }
        return;
      }
      stop();
      requestAnimationFrame(() => resolve(performance.now() - input));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    // A state can also be reached with no DOM change after the input (a cached order).
    const timer = setInterval(check, 50);
  });
}

/** Milliseconds from the input `act` makes to the frame that shows `settled`. */
async function timeInput(page: Page, act: () => Promise<unknown>, settled: Settled) {
  await page.evaluate(armSettled, settled);
  await act();
  return page.evaluate(() => window.__benchSettled!);
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

const clickMenu = (page: Page, link: string) => () =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: link, exact: true })
    .click();

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A fresh context whose pages record their inputs for `timeInput`. */
async function timedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(MARK_INPUTS);
  return context;
}

export interface SectionVisits {
  /** Menu click to the section's heading shown, per remote, on its first visit. */
  firstVisitMs: Record<string, number>;
  /** Menu click to heading and rows shown, Bots ↔ Businesses after both were visited once. */
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
  const context = await timedContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    const firstVisitMs: Record<string, number> = {};
    for (const section of SECTIONS) {
      firstVisitMs[section.remote] = await timeInput(page, clickMenu(page, section.link), [
        'heading',
        section.heading,
      ]);
      await page.waitForLoadState('networkidle');
    }
    const warmSwitchMs: number[] = [];
    for (let i = 0; i < switches; i += 1) {
      for (const name of ['Bots', 'Businesses']) {
        warmSwitchMs.push(await timeInput(page, clickMenu(page, name), ['page', name]));
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
  const context = await timedContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, '/setup/business-types');
    await heading(page, 'Business Types').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const openMs = await timeInput(page, clickMenu(page, 'Businesses'), ['rows', 'Businesses']);
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
      sortMs.push(
        await timeInput(page, async () => {
          await nameHeader.click();
          await answered;
        }, ['sorted', order]),
      );
    }
    const searchMs: number[] = [];
    const box = page.getByRole('searchbox');
    for (const term of searches) {
      searchMs.push(await timeInput(page, () => box.fill(term), ['searched', term]));
    }
    return { openMs, sortMs, searchMs };
  } finally {
    await context.close();
  }
}
