import fs from 'node:fs';
import JSZip from 'jszip';
import { expect, test, type Page } from './support/test';
import { signIn, startSession } from './support/sign-in';

const SUPPORT = { id: '00000000-0000-4000-8000-000000000301', name: 'Customer Support Assistant' };
const HR = { id: '00000000-0000-4000-8000-000000000303', name: 'HR Onboarding Assistant' };
const USAGE_ENDPOINTS = [
  'traffic',
  'session-duration',
  'system-health',
  'peak-hours',
  'capacity',
  'hourly-traffic',
  'response-times',
  'errors',
];
/**
 * Real activity for the support bot, made the way users make it: chats through the
 * gateway to the bot's own service, answered or not by its knowledge.
 */
async function chatWithSupportBot(page: Page) {
  const { token, userId } = await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    userId: (JSON.parse(localStorage.getItem('userDetails') ?? '{}') as { user?: { id?: string } })
      .user?.id,
  }));
  const questions = [
    'How do I reset my password?',
    'What are your support hours?',
    'Which colour is the office zebra on Mondays?',
  ];
  for (const [index, message] of questions.entries()) {
    const answer = await page.request.post(`/api/bot-services/${SUPPORT.id}/chat/`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      data: { message, user_id: userId, session_id: `e2e-analytics-${Date.now()}-${index}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

async function selectBot(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(picker).toContainText(name);
}

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('as a bot admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@switchboard.local', '/analytics/dashboard');
    await selectBot(page, SUPPORT.name);
  });

  test('the five pages show real figures for the support bot', async ({ page }) => {
    // Six pages and a round of chats: more than the default minute on a loaded machine.
    test.slow();
    await chatWithSupportBot(page);
    await page.goto('/analytics/dashboard');
    const conversations = page.getByRole('region', { name: 'Conversations' });
    await expect(conversations).toHaveAttribute('data-state', 'ok');
    expect(Number(await conversations.getByTestId('kpi-value').textContent())).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'p95 response time' })).toContainText(' ms');

    for (const [path, title] of [
      ['/analytics/users', 'Sessions per user'],
      ['/analytics/usage', 'Daily traffic'],
      ['/analytics/conversations', 'Conversation length'],
      ['/analytics/business', 'Containment'],
    ] as const) {
      await page.goto(path);
      await expect(card(page, title)).toHaveAttribute('data-state', 'drawn');
    }
    await page.goto('/analytics/conversations');
    const gaps = card(page, 'Knowledge gaps');
    await expect(gaps.getByRole('cell', { name: /office zebra/ }).first()).toBeVisible();
    await gaps.getByRole('link', { name: 'Add a document to the knowledge base' }).click();
    await expect(page).toHaveURL(/\/knowledge\/documents/);

    await page.goto('/uikit/charts');
    const row = page.getByRole('row').filter({ hasText: SUPPORT.name });
    await expect(row).toBeVisible();
    const questions = row.locator('[data-field="questions"]');
    await expect(questions).not.toHaveText('');
    expect(Number(await questions.textContent())).toBeGreaterThan(0);
  });

  test('two blocked usage endpoints give a partial page with their names and Retry', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const blocked = /\/analytics\/usage\/(capacity|errors)(\?|$)/;
    await page.route(blocked, (route) =>
      route.fulfill({ status: 503, json: { error: 'Blocked by the test' } }),
    );
    await page.goto('/analytics/usage');
    const banner = page.getByRole('alert').filter({ hasText: 'Some figures could not be loaded' });
    await expect(banner).toContainText('usage/capacity: Blocked by the test');
    await expect(banner).toContainText('usage/errors: Blocked by the test');
    await expect(card(page, 'Daily traffic')).toHaveAttribute('data-state', /drawn|empty/);
    expect(warnings.some((text) => text.includes('usage/capacity'))).toBe(true);

    await page.unroute(blocked);
    const retried: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics/')) retried.push(request.url());
    });
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(card(page, 'Capacity')).toHaveAttribute('data-state', /drawn|empty/);
    expect(retried.map((url) => new URL(url).pathname.split('/analytics/')[1]).sort()).toEqual([
      'usage/capacity',
      'usage/errors',
    ]);
  });

  test('all usage endpoints blocked: "All usage requests failed: …" with Retry', async ({
    page,
  }) => {
    const all = /\/analytics\/usage\//;
    await page.route(all, (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto('/analytics/usage');
    await expect(
      page.getByText(`All usage requests failed: ${USAGE_ENDPOINTS.join(', ')}`, { exact: true }),
    ).toBeVisible();
    await page.unroute(all);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(card(page, 'Daily traffic')).toHaveAttribute('data-state', /drawn|empty/);
  });

  test('a period change changes the figures and stays in the URL', async ({ page }) => {
    await chatWithSupportBot(page);
    await page.goto('/analytics/usage?period=7');
    const traffic = card(page, 'Daily traffic');
    await expect(traffic).toHaveAttribute('data-state', 'drawn');
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    const answered = page.waitForResponse((response) =>
      response.url().includes('/analytics/usage/traffic?from=2025-01-01&to=2025-01-31'),
    );
    await page.getByRole('button', { name: 'Apply' }).click();
    await answered;
    await expect(page).toHaveURL(/period=custom&from=2025-01-01&to=2025-01-31/);
    await expect(traffic).toHaveAttribute('data-state', 'empty');
    await expect(traffic).toContainText('No data yet in this period.');
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2025-01-01');
    await expect(traffic).toHaveAttribute('data-state', 'empty');
  });

  test("a card's CSV export holds the rows of its text alternative; Save PNG says when it fails", async ({
    page,
  }) => {
    await chatWithSupportBot(page);
    await page.goto('/analytics/usage');
    const traffic = card(page, 'Daily traffic');
    await expect(traffic).toHaveAttribute('data-state', 'drawn');
    const download = page.waitForEvent('download');
    await traffic.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const table = traffic.getByRole('table', {
      name: 'Daily traffic: the numbers',
      includeHidden: true,
    });
    const header = await table.locator('thead th').allTextContents();
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      // A date cell shows the day in the reader's locale; its <time> holds what the CSV does.
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].map(
          (td) => td.querySelector('time')?.dateTime ?? td.textContent ?? '',
        ),
      ),
    );
    expect(csv).toEqual([header, ...rows]);
    expect(rows.length).toBeGreaterThan(0);

    const image = page.waitForEvent('download');
    await traffic.getByRole('button', { name: 'Save PNG' }).click();
    const png = fs.readFileSync((await (await image).path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(1000);

    // The page's export: every drawn card's CSV in one zip, the card's among them.
    const zipped = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export page' }).click();
    const zipDownload = await zipped;
    expect(zipDownload.suggestedFilename()).toBe('usage-summary.zip');
    const zip = await JSZip.loadAsync(fs.readFileSync((await zipDownload.path())!));
    expect(Object.keys(zip.files)).toContain('daily-traffic.csv');
    expect(await zip.file('daily-traffic.csv')!.async('string')).toBe(
      fs.readFileSync(file, 'utf8'),
    );

    // A canvas that cannot encode the image (as under memory pressure): the card says so.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
        callback(null);
      };
    });
    await traffic.getByRole('button', { name: 'Save PNG' }).click();
    await expect(
      page.getByText('Could not save the chart as PNG: No image produced'),
    ).toBeVisible();
  });

  test('a week of daily traffic labels every day whole, and counts tick in whole numbers', async ({
    page,
  }) => {
    await chatWithSupportBot(page);
    await page.goto('/analytics/usage?period=7');
    const traffic = card(page, 'Daily traffic');
    await expect(traffic).toHaveAttribute('data-state', 'drawn');
    const days = await traffic
      .getByRole('table', { name: 'Daily traffic: the numbers', includeHidden: true })
      .locator('tbody tr')
      .count();
    const xLabels = await traffic
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
      .allTextContents();
    // Every day has its label, and none is cut short ("Nov…").
    expect(xLabels.filter((label) => label.trim() !== '')).toHaveLength(days);
    expect(xLabels.filter((label) => label.includes('…'))).toEqual([]);
    const yLabels = await traffic
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .allTextContents();
    expect(yLabels.length).toBeGreaterThan(1);
    // Requests, users and errors are counts: no "0.5 users".
    expect(yLabels.filter((label) => !/^\d+$/.test(label))).toEqual([]);
  });

  test('the page follows the bot chosen in the top bar without a reload', async ({ page }) => {
    await page.goto('/analytics/usage');
    await expect(card(page, 'Daily traffic')).toHaveAttribute('data-state', /drawn|empty/);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    const forHr = page.waitForRequest((request) =>
      request.url().includes(`/api/bot-services/${HR.id}/analytics/usage/traffic`),
    );
    await selectBot(page, HR.name);
    await forHr;
    await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${HR.name}`);
    await expect(card(page, 'Daily traffic')).toHaveAttribute('data-state', /drawn|empty/);
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
  });
});

for (const email of ['hiringmanager@switchboard.local', 'employee@switchboard.local']) {
  test(`${email} sees Reports with real figures per bot`, async ({ page }) => {
    await signIn(page, email, '/uikit/charts?period=90');
    const grid = page.getByRole('grid', { name: 'Bots report, Last 90 days' });
    const support = grid.getByRole('row').filter({ hasText: SUPPORT.name });
    // The seeded history: two months of real chats with the support bot.
    await expect(support.locator('[data-field="questions"]')).toHaveText(/^[1-9]\d*$/);
    await expect(support.locator('[data-field="containment"]')).toHaveText(/^\d+(\.\d)?$/);
    await expect(support.locator('[data-field="answerRate"]')).toHaveText(/^\d+(\.\d)?$/);
    // Every bot's figures loaded: no empty "Not loaded" column.
    await expect(grid.getByRole('columnheader', { name: 'Not loaded' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    const january = page.getByRole('grid', { name: 'Bots report, 2025-01-01 to 2025-01-31' });
    await expect(
      january
        .getByRole('row')
        .filter({ hasText: SUPPORT.name })
        .locator('[data-field="questions"]'),
    ).toHaveText('0');
  });
}

for (const email of ['applicant@switchboard.local', 'outsider@example.com']) {
  test(`${email} cannot reach the analytics pages`, async ({ page }) => {
    await startSession(page, email);
    for (const path of ['/analytics/dashboard', '/analytics/usage', '/analytics/business']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    }
  });
}
