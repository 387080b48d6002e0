import { expect, test, type Page } from './support/test';
import { ask, newConversation } from './support/conversation';
import { signIn } from './support/sign-in';

// Knowledge that stays true: a failed upload says why and retries to the same reason, a
// duplicate upload asks first, a changed page is found by Sync now and answered, a
// collection is deleted, and the header and Dashboard counts follow every change
// without a reload.
const BOT = 'HR Onboarding Assistant';
const stamp = Date.now();

async function selectBot(page: Page) {
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(BOT) }).click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${BOT}`);
}

/** The header chip's counts: "Service healthy · N documents · M pages · K chunks". */
async function headerCounts(page: Page) {
  const text = (await page.getByTestId('service-health').textContent()) ?? '';
  const [, documents, pages] = /\b(\d+) documents · (\d+) pages/.exec(text) ?? [];
  return { documents: Number(documents), pages: Number(pages) };
}

const expectHeader = (page: Page, documents: number, pages: number) =>
  expect(page.getByTestId('service-health')).toContainText(
    `${documents} documents · ${pages} pages`,
  );

async function dashboardDocuments(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .locator('a[href="/pages/dashboard"]')
    .click();
  const card = page.getByLabel(/^Knowledge documents: \d+$/);
  await expect(card).toBeVisible();
  return card;
}

async function backToDocuments(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${BOT}`);
}

async function upload(page: Page, name: string, body: string | Buffer, mimeType: string) {
  await page.getByRole('button', { name: 'Upload documents' }).first().click();
  await page
    .getByTestId('upload-input')
    .setInputFiles([{ name, mimeType, buffer: Buffer.isBuffer(body) ? body : Buffer.from(body) }]);
  await page.getByRole('button', { name: /Upload 1 file/ }).click();
}

test('states, retry, duplicates, re-sync, collections and counts that follow each change', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
  await selectBot(page);
  await expect(page.getByTestId('service-health')).toContainText('healthy');
  const start = await headerCounts(page);
  const dashboardStart = Number(
    ((await (await dashboardDocuments(page)).getAttribute('aria-label')) ?? '').split(': ')[1],
  );
  await backToDocuments(page);

  // An unreadable PDF ends failed with its reason, in the upload and in the grid.
  await upload(page, `broken-${stamp}.pdf`, 'not a pdf at all', 'application/pdf');
  const item = page.getByTestId('upload-item');
  await expect(item.getByTestId('upload-phase')).toHaveText('Failed', { timeout: 30_000 });
  const reason = ((await item.getByRole('alert').textContent()) ?? '').split(' - ').pop()!.trim();
  expect(reason.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Done' }).click();
  const brokenState = page
    .getByRole('row')
    .filter({ hasText: `broken-${stamp}.pdf` })
    .getByLabel(`failed: ${reason}`);
  await expect(brokenState).toBeVisible();
  await expectHeader(page, start.documents + 1, start.pages);

  // Retry, fixing nothing: it goes round again and fails with the same reason.
  await page.getByRole('button', { name: `Retry broken ${stamp}` }).click();
  await expect(page.getByText(`Retrying “broken ${stamp}”`)).toBeVisible();
  await expect(brokenState).toBeVisible({ timeout: 30_000 });

  // A good file becomes ready; the same file again asks, and Replace keeps one copy.
  const good = `The ${stamp} lighthouse tour starts at the north gate.`;
  await upload(page, `tour-${stamp}.md`, good, 'text/markdown');
  // Every file in: the dialog closes by itself.
  await expect(page.getByRole('dialog', { name: 'Upload documents' })).toBeHidden({
    timeout: 30_000,
  });
  await expectHeader(page, start.documents + 2, start.pages);
  await upload(page, `tour-${stamp}-copy.md`, good, 'text/markdown');
  await expect(item.getByTestId('upload-phase')).toHaveText('Already stored', { timeout: 30_000 });
  await expect(item).toContainText(`This file is already stored as "tour ${stamp}"`);
  await item.getByRole('button', { name: 'Replace' }).click();
  // Every file in: the dialog closes by itself.
  await expect(page.getByRole('dialog', { name: 'Upload documents' })).toBeHidden({
    timeout: 30_000,
  });
  await expect(page.getByRole('gridcell', { name: `tour-${stamp}-copy.md` })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `tour-${stamp}.md`, exact: true })).toHaveCount(
    0,
  );
  await expectHeader(page, start.documents + 2, start.pages);

  // The Dashboard follows, without a reload.
  await expect(await dashboardDocuments(page)).toHaveAttribute(
    'aria-label',
    `Knowledge documents: ${dashboardStart + 2}`,
  );
  await backToDocuments(page);

  // Crawl the notices site, change its notice, Sync now: one page changed and re-indexed.
  const site = `${process.env.E2E_CRAWL_SITE_URL!}/sync/`;
  await page.getByRole('tab', { name: 'Websites' }).click();
  await page.getByRole('textbox', { name: 'Start URL' }).fill(site);
  await page.getByRole('button', { name: 'Start crawl' }).click();
  await expect(page.getByTestId('crawl-status')).toHaveText('completed', { timeout: 60_000 });
  await expectHeader(page, start.documents + 2, start.pages + 2);
  const siteRow = page
    .getByRole('grid', { name: 'Websites' })
    .getByRole('row')
    .filter({ hasText: site });
  // The crawl is the website's first run: "Last run" says so (it said "Never synced").
  await expect(siteRow).toContainText(/crawl done · 2 fetched · \d+ skipped · 0 failed/);
  const changed = await request.put(`${process.env.E2E_CRAWL_SITE_URL!}/sync/notice.html`, {
    data: `From ${stamp} the Kestrel night ferry leaves at 23:40.`,
  });
  expect(changed.status()).toBe(204);
  await page.getByRole('button', { name: `Sync now ${site}` }).click();
  await expect(siteRow).toContainText('2 checked · 1 changed · 0 gone · 0 failed', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'View chunks of Night ferry' }).click();
  const chunks = page.getByRole('dialog', { name: 'Chunks of Night ferry' });
  await expect(chunks.getByRole('grid', { name: 'Chunks of Night ferry' })).toContainText('23:40');
  await chunks.getByRole('button', { name: 'Close' }).click();

  // The new fact is what the bot now finds.
  await page.getByRole('tab', { name: 'Retrieval test' }).click();
  await page
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('When does the Kestrel night ferry leave?');
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Ranked passages' })).toContainText('23:40');

  // A collection is made and deleted; then the failed document goes and the counts follow.
  await page.getByRole('tab', { name: 'Collections' }).click();
  const collection = `Pipeline ${stamp}`;
  await page.getByRole('button', { name: 'New collection' }).first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(collection);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('gridcell', { name: collection, exact: true }).click();
  await page.getByRole('button', { name: 'Delete collection' }).click();
  await page
    .getByRole('dialog', { name: 'Delete collection?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('Collection deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: collection, exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: `Delete broken ${stamp}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete document?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expectHeader(page, start.documents + 1, start.pages + 2);
  await expect(await dashboardDocuments(page)).toHaveAttribute(
    'aria-label',
    `Knowledge documents: ${dashboardStart + 1}`,
  );

  // The re-indexed page's new fact is what the bot now answers in a chat.
  await newConversation(page, `Night ferry ${stamp}`, BOT);
  await ask(page, 'When does the Kestrel night ferry leave?');
  await expect(page.locator('[data-role="assistant"]').first()).toContainText('23:40', {
    timeout: 30_000,
  });
});
