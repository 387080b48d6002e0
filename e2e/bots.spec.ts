import { expect, test, type Page } from './support/test';
import { goInApp } from './support/open-in-app';
import { signIn } from './support/sign-in';

// A 2×2 RGB PNG: small enough to upload in a blink, real enough for the platform's byte check.
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4zwAE/xkgFAAb8gP91pbyKwAAAABJRU5ErkJggg==',
  'base64',
);

/** A file for an input, as the browser gets it from disk: name, type and bytes. */
const fileToPick = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

async function createBot(page: Page, name: string) {
  // Only its Add bot link is used: the list the test signed in to serves as it is.
  if (new URL(page.url()).pathname !== '/bots') await page.goto('/bots');
  await page.getByRole('link', { name: 'Add bot' }).first().click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Bot path/).fill('http://127.0.0.1:9/kb/e2e');
  await page.getByRole('button', { name: 'Create bot' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url().split('/bots/')[1]!;
}

/** Deletes the bot named `name` from the bots list, through its page and the confirmation. */
async function deleteFromList(page: Page, name: string) {
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('all of its conversations and their messages');
  await dialog.getByRole('button', { name: 'Delete bot' }).click();
  await expect(page).toHaveURL(/\/bots$/);
  await expect(page.getByText('Bot deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
}

test.describe('as a bot admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@switchboard.local', '/bots');
  });

  test('creates, edits, changes status, sets an avatar and deletes a bot', async ({ page }) => {
    const name = `E2E Bot ${Date.now()}`;
    await goInApp(page, '/bots/new');
    await page.getByRole('button', { name: 'Create bot' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await createBot(page, name);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel(/^Description/).fill('Edited by the browser suite');
    await page.getByLabel(/^Chat endpoint/).fill('chat');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Chat endpoint must be a path starting with "/"', { exact: false }),
    ).toBeVisible();
    await page.getByLabel(/^Chat endpoint/).fill('/v2/chat/');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Edited by the browser suite')).toBeVisible();
    await expect(page.getByText('/v2/chat/')).toBeVisible();

    await page.getByRole('button', { name: /Status of .*: ACTIVE/ }).click();
    await page.getByRole('menuitem', { name: /MAINTENANCE/ }).click();
    await expect(page.getByText(`${name} is now MAINTENANCE`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Status of .*: MAINTENANCE/ })).toBeVisible();

    await page.getByRole('button', { name: 'Change avatar' }).click();
    await page
      .getByLabel('Avatar image file')
      .setInputFiles(fileToPick('face.png', 'image/png', PNG_2X2));
    const upload = page.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(page.getByText('Avatar uploaded successfully')).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: `${name} avatar` })).toBeVisible();

    // A new document: the list and the avatar as the server now gives them.
    await page.goto('/bots');
    const row = page.getByRole('row').filter({ hasText: name });
    const avatar = row.getByRole('img', { name: `${name} avatar` });
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\//);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(row.getByRole('button', { name: /MAINTENANCE/ })).toBeVisible();

    await deleteFromList(page, name);
  });

  test('selecting a bot on its page changes the selection the list shows', async ({ page }) => {
    const name = `E2E Selected ${Date.now()}`;
    await createBot(page, name);
    await page.getByRole('button', { name: 'Select this bot' }).click();
    await expect(page.getByRole('button', { name: 'Selected bot' })).toBeDisabled();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Bots' })
      .click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Selected', { exact: true })).toBeVisible();
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(1);
    // Its address refuses connections: left behind, later dashboards would report it down.
    await deleteFromList(page, name);
  });

  test("the topbar's bot picker changes the selection every section sees", async ({ page }) => {
    const picker = page.getByRole('combobox', { name: 'Selected bot' });
    await expect(picker).not.toBeEmpty();
    await picker.click();
    await page.getByRole('option', { name: /HR Onboarding/ }).click();
    await expect(picker).toContainText('HR Onboarding');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Bots' })
      .click();
    const row = page.getByRole('row').filter({ hasText: 'HR Onboarding' });
    await expect(row.getByText('Selected', { exact: true })).toBeVisible();
    // Another remote reads the same selection from the shared store.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(page.getByTestId('section-bot')).toHaveText('Bot: HR Onboarding Assistant');
  });

  test('an unknown bot id shows "Bot not found"', async ({ page }) => {
    // Reached inside the running console, then as a deep link.
    await goInApp(page, '/bots/00000000-0000-4000-8000-00000000ffff');
    await expect(page.getByRole('heading', { level: 1, name: 'Bot not found' })).toBeVisible();
    await page.goto('/bots/not-a-bot');
    await expect(page.getByRole('heading', { level: 1, name: 'Bot not found' })).toBeVisible();
  });

  test('refuses a 10 MB image and a file that is not an image before uploading', async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/images/upload')) uploads.push(request.url());
    });
    await page.getByRole('link', { name: /Customer Support Assistant/ }).click();
    await page.getByRole('button', { name: 'Change avatar' }).click();
    const input = page.getByLabel('Avatar image file');
    const big = Buffer.concat([PNG_2X2, Buffer.alloc(10 * 1024 * 1024)]);
    await input.setInputFiles(fileToPick('huge.png', 'image/png', big));
    await expect(
      page.getByText('“huge.png” is 10.0 MB; an avatar can be at most 2 MB.'),
    ).toBeVisible();
    await input.setInputFiles(fileToPick('notes.txt', 'text/plain', Buffer.from('not an image')));
    await expect(
      page.getByText('“notes.txt” is not a PNG, JPEG, WebP or GIF image.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });
});

test('the bot picker is only for bot admins', async ({ page }) => {
  await signIn(page, 'employee@switchboard.local');
  await expect(page.getByRole('button', { name: 'Open configuration' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Selected bot' })).toHaveCount(0);
});

test('an applicant cannot reach the bots section', async ({ page }) => {
  await signIn(page, 'applicant@switchboard.local', '/bots');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await page.goto('/bots/new');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create bot' })).toHaveCount(0);
});
