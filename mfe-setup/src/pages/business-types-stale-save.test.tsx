import { STALE_WRITE_MESSAGE } from '@switchboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBusinessType } from '../testing/fixtures';
import BusinessTypesPage from './business-types-page';
import { fakeApi, renderPage } from '@switchboard/shared-ui/testing';

const loaded = aBusinessType({ name: 'Retailer', code: 'RET' });
const theirs = { ...loaded, code: 'SHOP', updatedAt: '2026-03-06T09:00:00.000Z' };

it('shows a stale business type save with both values, and overwrites against their version', async () => {
  let saves = 0;
  const calls = fakeApi({
    'GET /api/business-types': () => [200, [loaded]],
    [`PUT /api/business-types/${loaded.id}`]: ({ body }) =>
      (saves += 1) === 1
        ? [412, { error: STALE_WRITE_MESSAGE, current: theirs }]
        : [200, { ...theirs, ...(body as object) }],
  });
  renderPage(<BusinessTypesPage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Retailer' }));
  const sheet = await screen.findByRole('dialog', { name: 'Edit business type' });
  const code = within(sheet).getByRole('textbox', { name: 'Code' });
  await user.tripleClick(code);
  await user.paste('STORE');
  await user.click(within(sheet).getByRole('button', { name: 'Save' }));
  const notice = await within(sheet).findByRole('alert');
  expect(
    within(notice)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['FieldSaved nowYours', 'CodeSHOPSTORE']);
  expect(code).toHaveValue('STORE');
  await user.click(within(notice).getByRole('button', { name: 'Overwrite with mine' }));
  expect(await screen.findByText('Business type updated successfully')).toBeInTheDocument();
  const puts = calls.filter((call) => call.method === 'PUT');
  expect(puts.map((call) => call.ifMatch)).toEqual([
    `"${loaded.updatedAt}"`,
    `"${theirs.updatedAt}"`,
  ]);
  expect(puts[1]?.body).toMatchObject({ code: 'STORE' });
});
