import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'switchboard';

/** Signs in through the real login page, as a person would, and waits for the shell. */
export async function signIn(page: Page, email: string, returnUrl = '/pages/dashboard') {
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
