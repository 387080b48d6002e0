import { expect, test, type Page } from './support/test';
import { signIn } from './support/sign-in';

// A collection could not be deleted at all. Now the Collections page deletes one after
// asking, and one that holds documents only by moving them to another collection.
const SUPPORT = 'Customer Support Assistant';

async function openCollections(page: Page) {
  await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(SUPPORT) }).click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${SUPPORT}`);
  await page.getByRole('tab', { name: 'Collections' }).click();
}

async function createCollection(page: Page, name: string) {
  await page.getByRole('button', { name: 'New collection' }).first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

test('deletes an empty collection after asking, and moves a full one’s documents first', async ({
  page,
}) => {
  const stamp = Date.now();
  const full = `Full ${stamp}`;
  const target = `Target ${stamp}`;
  const empty = `Empty ${stamp}`;
  await openCollections(page);
  for (const name of [full, target, empty]) await createCollection(page, name);

  // One document goes into the full collection.
  await page.getByRole('gridcell', { name: full, exact: true }).click();
  await page.getByRole('link', { name: 'Upload into this collection' }).click();
  await page
    .getByTestId('upload-input')
    .setInputFiles([
      { name: 'berths.md', mimeType: 'text/markdown', buffer: Buffer.from('# Berths\n\nBerth 2.') },
    ]);
  await page.getByRole('button', { name: /Upload 1 file/ }).click();
  // Every file in: the dialog closes by itself.
  await expect(page.getByRole('dialog', { name: 'Upload documents' })).toBeHidden({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Collections' }).click();
  await expect(
    row(page, full).getByRole('gridcell', { name: '1', exact: true }).first(),
  ).toBeVisible();

  // The empty one: a plain confirmation; Cancel keeps it.
  await page.getByRole('gridcell', { name: empty, exact: true }).click();
  await page.getByRole('button', { name: 'Delete collection' }).click();
  let confirm = page.getByRole('dialog', { name: 'Delete collection?' });
  await expect(confirm).toContainText(`Delete “${empty}”? It holds no documents or web pages.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('gridcell', { name: empty, exact: true })).toBeVisible();
  await page.getByRole('gridcell', { name: empty, exact: true }).click();
  await page.getByRole('button', { name: 'Delete collection' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Collection deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: empty, exact: true })).toHaveCount(0);

  // The full one: nothing is deleted until its document has somewhere to go. Its sheet grows
  // when its document list arrives, moving the buttons: click once it has.
  await page.getByRole('gridcell', { name: full, exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Documents in the collection' }).getByRole('link'),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete collection' }).click();
  confirm = page.getByRole('dialog', { name: 'Delete collection?' });
  await expect(confirm).toContainText(`“${full}” holds 1 document and 0 web pages.`);
  const moveAndDelete = confirm.getByRole('button', { name: 'Move and delete' });
  await expect(moveAndDelete).toBeDisabled();
  await confirm.getByRole('combobox', { name: 'Move them to' }).click();
  await page.getByRole('option', { name: target, exact: true }).click();
  await moveAndDelete.click();
  await expect(page.getByText('Collection deleted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('gridcell', { name: full, exact: true })).toHaveCount(0);
  await expect(
    row(page, target).getByRole('gridcell', { name: '1', exact: true }).first(),
  ).toBeVisible();

  // The document now names the target collection.
  await page.getByRole('gridcell', { name: target, exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Documents in the collection' }).getByText('berths.md'),
  ).toBeVisible();
});
