/**
 * Bytes the browser downloads for the shell's first load and for each remote's first
 * visit, raw and gzip-compressed, measured in real Chromium against the built stack.
 * Run after a build: `npx tsx bench/first-load-size.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { REMOTE_NAMES } from '@switchboard/tooling/stack/ports';
import { startStack } from '@switchboard/tooling/stack/start-stack';
import { freePort } from '@switchboard/tooling/stack/wait-for-port';

const VISITS = [
  { name: 'bots', link: 'Bots', heading: 'Bots' },
  { name: 'conversations', link: 'Conversations', heading: 'Conversations' },
  { name: 'setup', link: 'Businesses', heading: 'Businesses' },
  { name: 'knowledge', link: 'Documents', heading: 'Documents' },
  { name: 'analytics', link: 'Usage Summary', heading: 'Usage Summary' },
];

interface Tally {
  requests: number;
  raw: number;
  gzip: number;
}

function recordDownloads(page: Page) {
  let current: Tally = { requests: 0, raw: 0, gzip: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'document', 'stylesheet', 'fetch'].includes(type)) return;
    const tally = current;
    pending.push(
      response.body().then(
        (body) => {
          tally.requests += 1;
          tally.raw += body.length;
          tally.gzip += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  return {
    async take(page: Page): Promise<Tally> {
      // Response events reach this process a little after the page has used them.
      await page.waitForTimeout(750);
      await Promise.all(pending.splice(0));
      const taken = current;
      current = { requests: 0, raw: 0, gzip: 0 };
      return taken;
    },
  };
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-bench-'));
  const remotes = Object.fromEntries(
    await Promise.all(REMOTE_NAMES.map(async (n) => [n, await freePort()])),
  );
  const stack = await startStack({
    host: '127.0.0.1',
    quiet: true,
    ports: {
      gateway: await freePort(),
      platform: await freePort(),
      remotes: remotes as Record<(typeof REMOTE_NAMES)[number], number>,
    },
    env: { PLATFORM_DATA_DIR: path.join(workDir, 'pglite') },
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    const downloads = recordDownloads(page);
    await page.goto(`${stack.gatewayUrl}/pages/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const rows: [string, Tally][] = [
      ['host first load (/pages/dashboard)', await downloads.take(page)],
    ];
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const visit of VISITS) {
      await menu.getByRole('link', { name: visit.link, exact: true }).click();
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasNotText: 'Dashboard' })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      rows.push([`first visit of ${visit.name}`, await downloads.take(page)]);
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
    console.log(
      `${'phase'.padEnd(40)} ${'requests'.padStart(8)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`,
    );
    for (const [name, tally] of rows) {
      console.log(
        `${name.padEnd(40)} ${String(tally.requests).padStart(8)} ${kb(tally.raw)} ${kb(tally.gzip)}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
