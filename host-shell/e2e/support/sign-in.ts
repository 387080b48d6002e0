import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'switchboard';

/** Signs in through the real login page, as a person would, and waits for the shell. */
export async function signInWithForm(page: Page, email: string, returnUrl = '/pages/dashboard') {
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * Starts a session through the gateway's credentials sign-in (the CSRF token, then the
 * form post, which sets the session cookie the page's auth client reads) and opens
 * `returnUrl`. The login page has its own tests (auth.spec, login-path.spec); loading it
 * in every other test cost one whole console load each.
 */
export async function signIn(page: Page, email: string, returnUrl = '/pages/dashboard') {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const answer = await page.request.post('/api/auth/callback/credentials', {
    form: { email, password: PASSWORD, csrfToken, callbackUrl: returnUrl },
    maxRedirects: 0,
  });
  expect(answer.headers().location, `signing in as ${email}`).toBe(returnUrl);
  await page.goto(returnUrl);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
