import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * The gateway's credentials sign-in as a session-library client makes it: the CSRF token,
 * then the form post, whose answer sets the session cookie and sends the browser on.
 */
export async function postCredentials(
  request: APIRequestContext,
  email: string,
  callbackUrl: string,
) {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  return request.post('/api/auth/callback/credentials', {
    form: { email, password: PASSWORD, csrfToken, callbackUrl },
    maxRedirects: 0,
  });
}

/**
 * Starts a session through the gateway's credentials sign-in and loads nothing: the page's
 * auth client reads the cookie it sets on the next console load, so a test whose first step
 * opens its own page does not load another one before it.
 */
export async function startSession(page: Page, email: string, returnUrl = '/pages/dashboard') {
  const answer = await postCredentials(page.request, email, returnUrl);
  expect(answer.headers().location, `signing in as ${email}`).toBe(returnUrl);
}

/**
 * Starts a session (see startSession) and opens `returnUrl`. The login page has its own
 * tests (auth.spec, login-path.spec); loading it in every other test cost one whole console
 * load each.
 */
export async function signIn(page: Page, email: string, returnUrl = '/pages/dashboard') {
  await startSession(page, email, returnUrl);
  await page.goto(returnUrl);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
