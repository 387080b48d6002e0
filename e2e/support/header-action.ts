import type { Locator, Page } from '@playwright/test';

/**
 * A page header's action, wherever the header put it: in its row while there is room,
 * otherwise behind "More actions" (opened here). Returns the control to click.
 */
export async function headerAction(
  page: Page,
  role: 'button' | 'link',
  name: string,
): Promise<Locator> {
  const actions = page.getByTestId('page-header-actions');
  const inRow = actions.getByRole(role, { name, exact: true });
  if (await inRow.isVisible()) return inRow;
  await actions.getByRole('button', { name: 'More actions' }).click();
  return page.getByRole('group', { name: 'More actions' }).getByRole(role, { name, exact: true });
}
