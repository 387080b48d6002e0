import { goInApp } from './open-in-app';
import { expect, type Page } from './test';

export const SUPPORT_BOT = 'Customer Support Assistant';

/**
 * Opens Conversations inside the signed-in console the page shows (no reload: only the
 * New conversation button is used there), starts one with `bot` and returns its id once
 * its page shows.
 */
export async function newConversation(
  page: Page,
  title: string,
  bot = SUPPORT_BOT,
): Promise<string> {
  if (new URL(page.url()).pathname !== '/conversations') {
    await goInApp(page, '/conversations');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conversations', exact: true }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'New conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('combobox', { name: 'Bot' }).click();
  await page.getByRole('option', { name: bot }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Types a question into the open conversation's composer and sends it. */
export async function ask(page: Page, question: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}
