import { expect, test, type Page } from './support/test';
import { makeDocx, makePdf } from '@switchboard/knowledge-service/testing/kb-fixtures';
import { signIn } from './support/sign-in';
import { goInApp } from './support/open-in-app';

const SUPPORT = 'Customer Support Assistant';
const GOVSTACK = 'GovStack Services Assistant';

async function selectBot(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(picker).toContainText(name);
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${name}`);
}

test.describe('as a bot admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
    await selectBot(page, SUPPORT);
  });

  test('uploads three files at once: two become ready, the unsupported one is refused; the PDF fact is retrievable and cited in a chat answer', async ({
    page,
  }) => {
    await expect(page.getByTestId('service-health')).toContainText('healthy');
    await page.getByRole('button', { name: 'Upload documents' }).first().click();
    const pdf = Buffer.from(
      await makePdf(['Lighthouse keepers', 'The Skerry lamp is lit at 19:42 each evening.']),
    );
    const docx = Buffer.from(await makeDocx(['Visitors to the Skerry need a tide permit.']));
    await page.getByTestId('upload-input').setInputFiles([
      { name: 'skerry-guide.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'skerry-permits.docx', mimeType: 'application/octet-stream', buffer: docx },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    const items = page.getByTestId('upload-item');
    await expect(items.nth(2)).toContainText('Unsupported file type .exe');
    await page.getByRole('button', { name: /Upload 2 files/ }).click();
    await expect(items.nth(0).getByTestId('upload-phase')).toHaveText('Ready', { timeout: 30_000 });
    await expect(items.nth(1).getByTestId('upload-phase')).toHaveText('Ready', { timeout: 30_000 });
    await expect(items.nth(2).getByTestId('upload-phase')).toHaveText('Refused');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('gridcell', { name: 'skerry-guide.pdf' })).toBeVisible();

    await page.getByRole('tab', { name: 'Retrieval test' }).click();
    await page
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('When is the Skerry lamp lit?');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByTestId('retrieval-decision')).toContainText('would answer');
    await expect(page.getByRole('list', { name: 'Ranked passages' })).toContainText('19:42');

    // The same fact through a conversation with the bot: the answer cites the PDF. Only the
    // New conversation button is used there, so it is opened inside the running console.
    await goInApp(page, '/conversations');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conversations', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New conversation' });
    await dialog.getByRole('combobox', { name: 'Bot' }).click();
    await page.getByRole('option', { name: SUPPORT }).click();
    await dialog.getByLabel('Title').fill(`Skerry lamp ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('When is the Skerry lamp lit?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const reply = page.locator('[data-role="assistant"]').first();
    await expect(reply).toContainText('19:42', { timeout: 30_000 });
    // The uploaded PDF is titled from its file name.
    await expect(reply).toContainText(/Sources \(\d+\): [^\n]*skerry guide/);
    await reply.getByText(/^Sources \(/).click();
    await expect(reply.getByRole('listitem').filter({ hasText: 'skerry guide' })).toContainText(
      'The Skerry lamp is lit at 19:42 each evening.',
    );
  });

  test('crawls the test site: progress reaches completed with the disallowed page skipped; a hand-edited title survives a recrawl', async ({
    page,
  }) => {
    const site = process.env.E2E_CRAWL_SITE_URL!;
    await page.getByRole('tab', { name: 'Websites' }).click();
    await page.getByLabel('Start URL').fill(`${site}/`);
    await page.getByRole('button', { name: 'Start crawl' }).click();
    await expect(page.getByTestId('crawl-status')).toHaveText('completed', { timeout: 60_000 });
    await expect(page.getByTestId('crawl-counts')).toHaveText(
      'Queued 0 · Fetched 3 · Skipped 1 · Failed 0',
    );
    // The skipped page is named, with the robots.txt rule that refused it.
    await page.getByRole('button', { name: 'Which pages were skipped, and why' }).click();
    const skipped = page.getByRole('dialog', { name: 'Pages the crawl skipped' });
    const row = skipped.getByRole('row').filter({ hasText: `${site}/private/staff` });
    await expect(row).toContainText('Disallowed by robots.txt');
    await skipped.getByRole('button', { name: 'Close' }).click();
    await expect(skipped).toBeHidden();
    await expect(page.getByRole('gridcell', { name: `${site}/fares.html` })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: /private\/staff/ })).toHaveCount(0);

    await page
      .getByRole('menuitem', { name: 'Edit Fares' })
      .or(page.getByRole('button', { name: 'Edit Fares' }))
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Ferry fares (edited)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('gridcell', { name: 'Ferry fares (edited)', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Recrawl Ferry fares (edited)' }).click();
    await expect(page.getByText('Web page recrawled')).toBeVisible();
    await expect(
      page.getByRole('gridcell', { name: 'Ferry fares (edited)', exact: true }),
    ).toBeVisible();
  });

  test('creates a collection and uploads into it', async ({ page }) => {
    await page.getByRole('tab', { name: 'Collections' }).click();
    await page.getByRole('button', { name: 'New collection' }).first().click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbour notes');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('gridcell', { name: 'Harbour notes' })).toBeVisible();
    await page.getByRole('gridcell', { name: 'Harbour notes' }).click();
    await page.getByRole('link', { name: 'Upload into this collection' }).click();
    await page.getByTestId('upload-input').setInputFiles([
      {
        name: 'moorings.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# Moorings\n\nBerth 4 is reserved for the pilot boat.'),
      },
    ]);
    await page.getByRole('button', { name: /Upload 1 file/ }).click();
    // Every file in: the dialog closes by itself.
    await expect(page.getByRole('dialog', { name: 'Upload documents' })).toBeHidden({
      timeout: 30_000,
    });
    await expect(page.getByRole('gridcell', { name: 'Harbour notes' })).toBeVisible();

    // The Audit Log links the collection's entry to it, selecting the bot it belongs to
    // (another is selected meanwhile).
    await selectBot(page, GOVSTACK);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Audit Log' })
      .click();
    await page
      .getByRole('grid', { name: 'Audit entries' })
      .getByRole('link', { name: 'Harbour notes' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/knowledge\/collections$/);
    await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${SUPPORT}`);
    await expect(page.getByRole('gridcell', { name: 'Harbour notes' })).toBeVisible();
  });

  test('the GovStack bot’s knowledge pages work through the gateway, with no key in the browser', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/bot-services/'))
        bodies.push(await response.text().catch(() => ''));
    });
    await selectBot(page, GOVSTACK);
    // 27 documents: the guide may be below the grid's fold, so it is searched for.
    await page.getByRole('searchbox').fill('passport-application');
    await expect(
      page.getByRole('gridcell', { name: 'passport-application-guide.pdf' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Collections' }).click();
    // The documents grid also names the collection: wait until the collections page replaced it.
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    await expect(
      page.locator('[role="gridcell"][data-field="name"]', {
        hasText: 'Government service guides',
      }),
    ).toBeVisible();
    const key = process.env.KNOWLEDGE_API_KEY!;
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some((body) => body.includes(key))).toBe(false);
  });
});

for (const email of ['applicant@switchboard.local', 'outsider@example.com']) {
  test(`${email} is refused the knowledge pages`, async ({ page }) => {
    await signIn(page, email, '/knowledge/documents');
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toHaveCount(0);
  });
}
