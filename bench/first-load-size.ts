/**
 * What the browser downloads for the shell's first load, for signing in (the dashboard
 * and the topbar's bot picker), and for each remote's first visit: requests, raw bytes
 * and bytes on the wire (compressed by the servers), in real Chromium against the built
 * stack. Run after a build: `npx tsx bench/first-load-size.ts`.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { startBenchStack } from './support/bench-stack';

const VISITS = [
  { name: 'conversations', link: 'Conversations', heading: 'Conversations' },
  { name: 'setup', link: 'Businesses', heading: 'Businesses' },
  { name: 'knowledge', link: 'Documents', heading: 'Documents' },
  { name: 'analytics', link: 'Usage Summary', heading: 'Usage Summary' },
  { name: 'bots (already loaded for the picker)', link: 'Bots', heading: 'Bots' },
];

interface Tally {
  requests: number;
  bytes: number;
}

function recordDownloads(page: Page) {
  let current: Tally = { requests: 0, bytes: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!['script', 'document', 'stylesheet', 'fetch'].includes(request.resourceType())) return;
    const tally = current;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        tally.requests += 1;
        tally.bytes += responseBodySize;
      }),
    );
  });
  return {
    async take(page: Page): Promise<Tally> {
      // Request events reach this process a little after the page has used them.
      await page.waitForTimeout(750);
      await Promise.all(pending.splice(0));
      const taken = current;
      current = { requests: 0, bytes: 0 };
      return taken;
    },
  };
}

/** One visitor's path through the console: the login page, signing in, each section once. */
async function walk(
  browser: Browser,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<[string, Tally][]> {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('E-mail').waitFor();
  await page.waitForLoadState('networkidle');
  const rows: [string, Tally][] = [['shell first load (/auth/login)', await downloads.take(page)]];

  await page.getByLabel('E-mail').fill('admin@switchboard.local');
  await page.getByLabel(/^Password/).fill('switchboard');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Selected bot' }).waitFor();
  await page.waitForLoadState('networkidle');
  rows.push(['sign-in to dashboard (+ bot picker)', await downloads.take(page)]);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const visit of VISITS) {
    await menu.getByRole('link', { name: visit.link, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: visit.heading, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    rows.push([`first visit of ${visit.name}`, await downloads.take(page)]);
  }
  await context.close();
  return rows;
}

async function main() {
  const stack = await startBenchStack();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    // Side by side in one run: what the servers send compressed, and what the same walk
    // costs when the browser asks for plain bytes.
    const compressed = await walk(browser, stack.gatewayUrl, {});
    const plain = await walk(browser, stack.gatewayUrl, { 'accept-encoding': 'identity' });
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(10);
    console.log(
      `${'phase'.padEnd(48)} ${'requests'.padStart(8)} ${'plain KB'.padStart(10)} ${'sent KB'.padStart(10)}  ratio`,
    );
    compressed.forEach(([name, sent], index) => {
      const raw = plain[index]![1];
      const ratio = sent.bytes > 0 ? (raw.bytes / sent.bytes).toFixed(1) : '-';
      console.log(
        `${name.padEnd(48)} ${String(sent.requests).padStart(8)} ${kb(raw.bytes)} ${kb(sent.bytes)}  ${ratio.padStart(5)}`,
      );
    });
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
