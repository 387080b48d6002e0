import { expect, test, type Page } from './support/test';
import { signIn } from './support/sign-in';

// A browser replay of a probe: two editors had one document (or web page) open, and the
// second save silently wiped the first. Now the second is told, sees both values, and chooses.
const SUPPORT = 'Customer Support Assistant';

async function openKnowledge(page: Page, tab: 'Documents' | 'Websites') {
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(SUPPORT) }).click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${SUPPORT}`);
  await page.getByRole('tab', { name: tab }).click();
}

/** A row action, whether the grid shows it as a button or in the row's menu. */
const rowAction = (page: Page, name: string) =>
  page.getByRole('menuitem', { name }).or(page.getByRole('button', { name })).first();

test('two editors of one document: the stale save shows both values and keeps the input', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 412 \(Precondition Failed\)/);
  const stamp = Date.now();
  // The service titles an upload after its file name.
  const title = `stale ${stamp}`;
  await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
  await openKnowledge(page, 'Documents');
  await page.getByRole('button', { name: 'Upload documents' }).first().click();
  await page.getByTestId('upload-input').setInputFiles([
    {
      name: `stale-${stamp}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('High tide: 05:12.'),
    },
  ]);
  await page.getByRole('button', { name: /Upload 1 file/ }).click();
  // Every file in: the dialog closes by itself.
  await expect(page.getByRole('dialog', { name: 'Upload documents' })).toBeHidden({
    timeout: 30_000,
  });
  await page.getByRole('searchbox').fill(title);
  const mine = page.getByRole('dialog', { name: 'Edit document' });

  // Both editors open the document; the other one saves first.
  const other = await page.context().newPage();
  await other.goto('/knowledge/documents');
  await openKnowledge(other, 'Documents');
  await other.getByRole('searchbox').fill(title);
  await rowAction(page, `Edit ${title}`).click();
  await rowAction(other, `Edit ${title}`).click();
  const theirs = other.getByRole('dialog', { name: 'Edit document' });
  await theirs.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (theirs)`);
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toBeHidden();

  await mine.getByRole('textbox', { name: 'Description' }).fill('Mine');
  await mine.getByRole('button', { name: 'Save' }).click();
  const notice = mine.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
  await expect(notice.getByRole('row', { name: /Title/ })).toHaveText(
    `Title${title} (theirs)${title}`,
  );
  await expect(notice.getByRole('row', { name: /Description/ })).toHaveText(
    'Description(empty)Mine',
  );
  await expect(mine.getByRole('textbox', { name: 'Description' })).toHaveValue('Mine');

  // Loading theirs takes their title; the next save lands on their version.
  await notice.getByRole('button', { name: 'Load their version' }).click();
  await expect(mine.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    `${title} (theirs)`,
  );
  await mine.getByRole('textbox', { name: 'Description' }).fill('Mine');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toBeHidden();
  // The list shows file names; the row's actions name the title it now has.
  await expect(rowAction(page, `Edit ${title} (theirs)`)).toBeVisible();
});

test('two editors of one web page: the stale save offers Overwrite, which lands', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 412 \(Precondition Failed\)/);
  const site = process.env.E2E_CRAWL_SITE_URL!;
  await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
  await openKnowledge(page, 'Websites');
  await page.getByLabel('Start URL').fill(`${site}/timetable.html`);
  await page.getByRole('button', { name: 'Start crawl' }).click();
  await expect(page.getByTestId('crawl-status')).toHaveText('completed', { timeout: 60_000 });
  const cell = page
    .getByRole('grid', { name: 'Web pages' })
    .getByRole('gridcell', { name: `${site}/timetable.html` });
  await expect(cell).toBeVisible();
  // The site's own title for the page, as the crawl stored it.
  const pageTitle = 'Timetable';

  const other = await page.context().newPage();
  await other.goto('/knowledge/documents');
  await openKnowledge(other, 'Websites');
  await rowAction(page, `Edit ${pageTitle}`).click();
  await rowAction(other, `Edit ${pageTitle}`).click();
  const theirs = other.getByRole('dialog', { name: 'Edit web page' });
  await theirs.getByRole('textbox', { name: 'Title', exact: true }).fill('Timetable (theirs)');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toBeHidden();

  const mine = page.getByRole('dialog', { name: 'Edit web page' });
  await mine.getByRole('textbox', { name: 'Title', exact: true }).fill('Timetable (mine)');
  await mine.getByRole('button', { name: 'Save' }).click();
  const notice = mine.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
  await expect(notice.getByRole('row', { name: /Title/ })).toHaveText(
    'TitleTimetable (theirs)Timetable (mine)',
  );
  await notice.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(mine).toBeHidden();
  await other.reload();
  await openKnowledge(other, 'Websites');
  await expect(
    other.getByRole('gridcell', { name: 'Timetable (mine)', exact: true }),
  ).toBeVisible();
});
