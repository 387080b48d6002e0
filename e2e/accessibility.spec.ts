import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the shell, its dashboard, a remote list and the configuration panel have none either', async ({
  page,
}) => {
  await signIn(page, 'admin@switchboard.local');
  await expect(page.getByLabel(/^Bots: \d+$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Bots' })
    .click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Open configuration' }).click();
  await expect(page.getByRole('dialog', { name: 'Configuration' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
