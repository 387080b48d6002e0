import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

const SUPPORT = 'Customer Support Assistant';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Add business: a failed save focuses the first field in error with its message in view', async ({
    page,
  }) => {
    await signIn(page, 'admin@switchboard.local', '/setup/businesses');
    await page.getByRole('button', { name: 'Add business' }).first().tap();
    const sheet = page.getByRole('dialog', { name: 'Add business' });
    await sheet.getByLabel(/^Business name/).fill(`Phone shop ${Date.now()}`);
    await sheet.getByLabel('E-mail', { exact: true }).fill('not-an-address');
    await sheet.getByLabel(/^Business name/).focus();
    await sheet.getByRole('button', { name: 'Save' }).tap();
    const email = sheet.getByLabel('E-mail', { exact: true });
    await expect(email).toBeFocused();
    const message = sheet.getByText('E-mail must be a valid e-mail address, like name@example.com');
    await expect(message).toBeInViewport();
    // Not under the sheet's footer, where Save and Cancel are.
    const footer = (await sheet.getByRole('button', { name: 'Save' }).boundingBox())!;
    const shown = (await message.boundingBox())!;
    expect(shown.y + shown.height).toBeLessThan(footer.y);
    await test.info().attach('add-business-failed-save', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
});

test('Upload: the title comes from the file’s heading, Public is explained, and the dialog closes when every file is in', async ({
  page,
}) => {
  await signIn(page, 'admin@switchboard.local', '/knowledge/documents');
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(SUPPORT) }).click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${SUPPORT}`);
  await page.getByRole('button', { name: 'Upload documents' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload documents' });
  const stamp = Date.now();
  await page.getByTestId('upload-input').setInputFiles([
    {
      name: `ux test ${stamp}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Ferry hours ${stamp}\n\nThe ferry leaves at 08:15 on weekdays.`),
    },
  ]);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`Ferry hours ${stamp}`);
  await expect(
    dialog
      .getByRole('switch', { name: 'Public' })
      .or(dialog.getByRole('checkbox', { name: 'Public' })),
  ).toHaveAccessibleDescription(
    'Public: the bot answers anyone from this file. Private: only bot admins get answers from it, in their own conversations and the Retrieval test; the bot’s users never do.',
  );
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Uploaded 1 document')).toBeVisible();
  await page.getByRole('searchbox').fill(`${stamp}`);
  await expect(
    page.getByRole('gridcell', { name: `Ferry hours ${stamp}`, exact: true }),
  ).toBeVisible();
});
