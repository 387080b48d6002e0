import type { Browser, Page } from '@playwright/test';
import { followRequests } from './network-quiet';
import { duplicatedShares, sharedCount } from './shared-copies';
import { followScheduling, type SchedulingDuring } from './process-cpu';
import { spinnerShown, timedContext, timeInput } from './timed-input';

/** The sections a first visit is timed for: each remote's first page. */
export const SECTIONS = [
  { remote: 'bots', link: 'Bots', heading: 'Bots' },
  { remote: 'conversations', link: 'Conversations', heading: 'Conversations' },
  { remote: 'setup', link: 'Businesses', heading: 'Businesses' },
  { remote: 'knowledge', link: 'Documents', heading: 'Documents' },
  { remote: 'analytics', link: 'Usage Summary', heading: 'Usage Summary' },
] as const;

export const ADMIN = { email: 'admin@switchboard.local', password: 'switchboard' };

export async function signIn(page: Page, baseUrl: string, returnUrl = '/pages/dashboard') {
  await page.goto(`${baseUrl}/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Selected bot' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * A fresh context (inputs recorded, `initScripts` added), signed in and settled, handed to
 * `use` with its request follower; closed afterwards.
 */
export async function withSignedInPage<T>(
  browser: Browser,
  baseUrl: string,
  use: (page: Page, network: ReturnType<typeof followRequests>) => Promise<T>,
  initScripts: string[] = [],
): Promise<T> {
  const context = await timedContext(browser);
  try {
    for (const script of initScripts) await context.addInitScript(script);
    const page = await context.newPage();
    const network = followRequests(page);
    await signIn(page, baseUrl);
    await network.quiet();
    return await use(page, network);
  } finally {
    await context.close();
  }
}

/** Clicks a main-menu entry (Playwright moves the mouse onto it first, as a person would). */
export const clickMenu = (page: Page, link: string) => () =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: link, exact: true })
    .click();

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

export interface SectionVisits {
  /** Menu click to the section's heading shown, per remote, on its first visit. */
  firstVisitMs: Record<string, number>;
  /**
   * Requests the page made from that click to the heading: code the idle prefetch had not
   * fetched yet shows here, and the visit waits for it.
   */
  firstVisitRequests: Record<string, number>;
  /** Whether a loading spinner showed between the click and the heading. */
  firstVisitSpinner: Record<string, boolean>;
  /**
   * What the scheduler did with the bench's threads over each first visit (a little longer:
   * from before the harness starts the click to its reading the time back).
   */
  firstVisitScheduling: Record<string, SchedulingDuring>;
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
    const network = followRequests(page);
    await signIn(page, baseUrl);
    await network.quiet();
    let requests = 0;
    page.on('request', () => (requests += 1));
    const firstVisitMs: Record<string, number> = {};
    const firstVisitRequests: Record<string, number> = {};
    const firstVisitSpinner: Record<string, boolean> = {};
    const firstVisitScheduling: Record<string, SchedulingDuring> = {};
    for (const section of SECTIONS) {
      const before = requests;
      const scheduling = followScheduling();
      firstVisitMs[section.remote] = await timeInput(page, clickMenu(page, section.link), [
        'heading',
        section.heading,
      ]);
      firstVisitScheduling[section.remote] = scheduling();
      firstVisitRequests[section.remote] = requests - before;
      firstVisitSpinner[section.remote] = await spinnerShown(page);
      await network.quiet();
    }
    const warmSwitchMs: number[] = [];
    for (let i = 0; i < switches; i += 1) {
      for (const name of ['Bots', 'Businesses']) {
        warmSwitchMs.push(await timeInput(page, clickMenu(page, name), ['page', name]));
      }
    }
    const visits = {
      firstVisitMs,
      firstVisitRequests,
      firstVisitSpinner,
      firstVisitScheduling,
      warmSwitchMs,
    };
    if (!federated) return visits;
    return {
      ...visits,
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
    const network = followRequests(page);
    await signIn(page, baseUrl, '/setup/business-types');
    await heading(page, 'Business Types').waitFor({ timeout: 60_000 });
    // Not networkidle: it was reached with the sign-in's document, before Business Types.
    await network.quiet();
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
