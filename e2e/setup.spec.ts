import fs from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openInApp } from './support/open-in-app';
import { startSession } from './support/sign-in';

// The database lives for the whole run, so every name is unique to this test run.
const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

async function addBusinessType(page: Page, name: string) {
  await page.goto('/setup/business-types');
  await page.getByRole('button', { name: 'Add business type' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Add business type' });
  await sheet.getByLabel(/^Name/).fill(name);
  // Codes are unique too: the in-use type stays, and a repeated run would otherwise meet it.
  await sheet.getByLabel('Code').fill(`E2E-${Date.now()}`);
  await sheet.getByLabel('Description').fill('Made by the setup browser test');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Business type created successfully');
  await expect(sheet).toBeHidden();
}

async function addBusiness(page: Page, name: string, typeName: string) {
  await page.goto('/setup/businesses');
  await page.getByRole('button', { name: 'Add business' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Add business' });
  await expect(sheet.getByLabel(/^Business name/)).toBeFocused();
  await sheet.getByLabel(/^Business name/).fill(name);
  await sheet.getByLabel('Business type').selectOption({ label: typeName });
  await sheet.getByLabel('Industry').selectOption('Healthcare');
  await expect(sheet.getByLabel('Country')).toHaveValue('Kenya');
  await sheet.getByLabel('E-mail', { exact: true }).fill('desk@example.com');
  await sheet.getByLabel('Website').fill('https://example.com');
  await sheet.getByLabel('Phone', { exact: true }).fill('+254 700 000 000');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Business created successfully');
  await expect(sheet).toBeHidden();
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test.describe('setup as admin', () => {
  // Every test opens its own page first.
  test.beforeEach(async ({ page }) => {
    await startSession(page, 'admin@switchboard.local');
  });

  test('business type and business: create, list, edit, export, delete', async ({ page }) => {
    const typeName = unique('E2E Clinic type');
    const name = unique('E2E Clinic');
    await addBusinessType(page, typeName);
    await expect(rowOf(page, typeName)).toBeVisible();

    await addBusiness(page, name, typeName);
    const row = rowOf(page, name);
    await expect(row).toContainText(typeName);
    await expect(row).toContainText('Healthcare');

    // The collection was made first and the business carries its id.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit business' });
    const collection = sheet.getByLabel('Knowledge collection');
    await expect(collection).not.toHaveValue('');
    await expect(collection.locator('option:checked')).toHaveText(name);
    await sheet.getByLabel('City').fill('Mombasa');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Business updated successfully');
    await expect(sheet).toBeHidden();

    // The export holds the filtered rows only.
    await page.getByRole('searchbox').fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Export' }).click();
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as CSV' }).click();
    const download = await downloadStarted;
    const csv = await fs.readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Name');
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(typeName);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete business?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Business deleted successfully');
    await expect(rowOf(page, name)).toHaveCount(0);

    await page.goto('/setup/business-types');
    await rowOf(page, typeName)
      .getByRole('button', { name: `Delete ${typeName}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete business type?' })
      .getByRole('button', {
        name: 'Delete',
      })
      .click();
    await toast(page, 'Business type deleted successfully');
    await expect(rowOf(page, typeName)).toHaveCount(0);
  });

  test('a type still in use comes back with the server reason', async ({ page }) => {
    const typeName = unique('E2E In-use type');
    await addBusinessType(page, typeName);
    await addBusiness(page, unique('E2E User of type'), typeName);
    await page.goto('/setup/business-types');
    await rowOf(page, typeName)
      .getByRole('button', { name: `Delete ${typeName}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete business type?' })
      .getByRole('button', {
        name: 'Delete',
      })
      .click();
    await expect(page.getByText(/^Error: Business type is used by 1 business/)).toBeVisible();
    await expect(rowOf(page, typeName)).toBeVisible();
  });

  test('a 120-character name with Unicode and markup is stored and shown as text; longer is refused, with a counter near the limit', async ({
    page,
  }) => {
    await page.goto('/setup/businesses');
    await page.getByRole('button', { name: 'Add business' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add business' });
    const nameField = sheet.getByLabel(/^Business name/);
    await nameField.fill('x'.repeat(90));
    await expect(sheet.getByTestId('length-count')).toHaveCount(0);
    await nameField.fill('x'.repeat(121));
    await expect(sheet.getByTestId('length-count')).toHaveText('121 / 120');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet.getByText('Business name must be at most 120 characters')).toBeVisible();

    const head = `<script>window.__pwned = 1</script> Café 東京 🚀 ${Date.now()} `;
    const name = head + 'ü'.repeat(120 - head.length);
    expect(name).toHaveLength(120);
    await sheet.getByLabel(/^Business name/).fill(name);
    await sheet
      .getByLabel('Description')
      .fill(`<img src=x onerror="window.__pwned=2"> ${'é'.repeat(300)}`);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Business created successfully');
    await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('no serious accessibility violations on both pages and the open sheets', async ({
    page,
  }) => {
    await page.goto('/setup/businesses');
    await expect(page.getByRole('grid', { name: 'Businesses' })).toBeVisible();
    // Loaded: its rows are in (the grid's own progress bar is gone).
    await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, { settled: true });
    await page.getByRole('button', { name: 'Add business' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add business' });
    await expect(sheet).toBeVisible();
    // The sheet fetches its choices (the types): axe waits until nothing is loading.
    await expectNoSeriousAxeViolations(page);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();

    // The types page's first visit in this document: opened from inside it, as a menu link does.
    await openInApp(page, '/setup/business-types', 'Business Types');
    await expect(page.getByRole('grid', { name: 'Business types' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { settled: true });
    await page.getByRole('button', { name: 'Add business type' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add business type' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the sheet is keyboard-driven and asks before discarding', async ({ page }) => {
    await page.goto('/setup/business-types');
    const add = page.getByRole('button', { name: 'Add business type' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Add business type' });
    await expect(sheet.getByLabel(/^Name/)).toBeFocused();
    await page.keyboard.type('Not kept');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(add).toBeFocused();
  });
});

test('an applicant cannot reach the setup pages', async ({ page }) => {
  await startSession(page, 'applicant@switchboard.local');
  for (const path of ['/setup/businesses', '/setup/business-types']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  }
});
