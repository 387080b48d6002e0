/**
 * The conversation list and export at 10,000 conversations, in real Chromium against the
 * built stack: first page on screen and a status filter change (median ms), and a CSV
 * export of all 10,000 with their messages (seconds, peak JS heap of the tab, longest
 * main-thread task). Run after a build: `npx tsx bench/conversations-scale.ts`.
 */
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@switchboard/tooling/browser/chromium';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '@switchboard/platform/db/migrate-store';
import { conversations, messages } from '@switchboard/platform/db/schema';
import { seed } from '@switchboard/platform/seed/seed';
import { SEED_BOTS, SEED_USERS } from '@switchboard/platform/seed/seed-data';
import { startBenchStack } from './support/bench-stack';
import { median } from './support/stats';

const CONVERSATIONS = 10_000;
const RUNS = 5;
const DAY_MS = 86_400_000;

/** Fills a fresh PGlite folder before the stack starts (PGlite has one process at a time). */
async function fill(dataDir: string, platformUrl: string) {
  const database = await openDatabase({ dataDir });
  try {
    await migrateStore(database.db);
    await seed(database.db, platformUrl, { history: false });
    const now = Date.now();
    for (let start = 0; start < CONVERSATIONS; start += 500) {
      const batch = Array.from({ length: Math.min(500, CONVERSATIONS - start) }, (_, offset) => {
        const index = start + offset;
        const at = new Date(now - (index % 60) * DAY_MS - index * 1000);
        return {
          botId: SEED_BOTS[index % SEED_BOTS.length]!.id,
          userId: SEED_USERS[index % 4]!.id,
          title: `${index % 5 === 0 ? 'Archived' : 'Bench'} conversation ${index}`,
          status: index % 5 === 0 ? 'ARCHIVED' : 'ACTIVE',
          createdAt: at,
          updatedAt: at,
        };
      });
      const rows = await database.db
        .insert(conversations)
        .values(batch)
        .returning({ id: conversations.id, createdAt: conversations.createdAt });
      await database.db.insert(messages).values(
        rows.flatMap((row, offset) => [
          {
            conversationId: row.id,
            messageType: 'USER',
            content: `Question ${start + offset} about refunds and delivery times?`,
            messageObject: { query: `Question ${start + offset}` },
            orderIndex: 0,
            createdAt: row.createdAt,
          },
          {
            conversationId: row.id,
            messageType: 'ASSISTANT',
            content: 'Refunds are issued within 5 working days after the item reaches us. '.repeat(
              4,
            ),
            messageObject: {
              session_id: row.id,
              response: 'Refunds are issued within 5 working days.',
              sources: [{ title: 'Returns and Refunds Policy', score: 0.8, passage: 'Refunds…' }],
              confidence: 0.8,
              retriever_type: 'bm25',
              trace_id: `trace-${start + offset}`,
            },
            orderIndex: 1,
            createdAt: row.createdAt,
          },
        ]),
      );
    }
  } finally {
    await database.close();
  }
}

async function timeUntil(page: Page, action: () => Promise<unknown>, text: RegExp) {
  const started = performance.now();
  await action();
  await page
    .getByRole('grid', { name: 'Conversations' })
    .getByRole('link', { name: text })
    .first()
    .waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

async function main() {
  const filling = performance.now();
  const stack = await startBenchStack({
    prepare: async (dataDir, platformUrl) => {
      await fill(dataDir, platformUrl);
      console.log(
        `filled ${CONVERSATIONS} conversations in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
      );
    },
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/auth/login?returnUrl=%2Fconversations`);
    await page.getByLabel('E-mail').fill('admin@switchboard.local');
    await page.getByLabel(/^Password/).fill('switchboard');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('grid', { name: 'Conversations' }).waitFor({ timeout: 60_000 });

    const firstPage: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      firstPage.push(await timeUntil(page, () => page.reload(), /^Bench conversation/));
    }
    const filterChange: number[] = [];
    const chooseStatus = async (status: string) => {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: status, exact: true }).click();
    };
    for (let run = 0; run < RUNS; run += 1) {
      filterChange.push(await timeUntil(page, () => chooseStatus('ARCHIVED'), /^Archived/));
      filterChange.push(await timeUntil(page, () => chooseStatus('ACTIVE'), /^Bench/));
    }
    await chooseStatus('All statuses');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value;
    };
    await page.evaluate(() => {
      const state = window as unknown as { longestTask: number };
      state.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.longestTask = Math.max(state.longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const before = await heap();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heap());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const download = await downloading;
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').split('\r\n').filter(Boolean).length;
    const longestTask = await page.evaluate(
      () => (window as unknown as { longestTask: number }).longestTask,
    );
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `first page on screen (reload, median of ${RUNS}): ${median(firstPage).toFixed(0)} ms`,
    );
    console.log(
      `status filter change (median of ${filterChange.length}): ${median(filterChange).toFixed(0)} ms`,
    );
    console.log(
      `export ${CONVERSATIONS} conversations as CSV: ${seconds.toFixed(1)} s, ${lines - 1} rows, ` +
        `${mb(fs.statSync(file).size)} MB file`,
    );
    console.log(
      `tab JS heap: ${mb(before)} MB before, ${mb(peak)} MB peak (sampled every 100 ms); ` +
        `longest main-thread task ${longestTask.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
