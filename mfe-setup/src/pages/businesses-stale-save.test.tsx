import { STALE_WRITE_MESSAGE } from '@switchboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBusiness, aBusinessType } from '../testing/fixtures';
import BusinessesPage from './businesses-page';
import {
  fakeApi,
  type FakeHandler,
  findErrorToast,
  renderPage,
} from '@switchboard/shared-ui/testing';

const type = aBusinessType({ name: 'Retailer' });
const loaded = aBusiness({ name: 'Acme Stores', city: 'Nairobi', businessTypeId: type.id });
const theirs = {
  ...loaded,
  city: 'Mombasa',
  email: 'info@acme.example',
  updatedAt: '2026-03-06T09:00:00.000Z',
};
const businessUrl = `/api/businesses/${loaded.id}`;

/** The first save is refused as stale with their row; later saves land. */
function staleOnce(): FakeHandler {
  let refused = false;
  return ({ body }) => {
    if (!refused) {
      refused = true;
      return [412, { error: STALE_WRITE_MESSAGE, current: theirs }];
    }
    return [200, { ...theirs, ...(body as object), updatedAt: '2026-03-06T09:05:00.000Z' }];
  };
}

async function editAndSave() {
  const calls = fakeApi({
    'GET /api/businesses': () => [200, [loaded]],
    'GET /api/business-types': () => [200, [type]],
    'GET /api/knowledge/collection-stats/collections': () => [200, []],
    [`PUT ${businessUrl}`]: staleOnce(),
  });
  renderPage(<BusinessesPage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Acme Stores' }));
  const sheet = await screen.findByRole('dialog', { name: 'Edit business' });
  const name = within(sheet).getByRole('textbox', { name: /^Business name/ });
  // One paste instead of a keystroke per letter: these forms are slow to re-render.
  await user.tripleClick(name);
  await user.paste('Acme Group');
  await user.click(within(sheet).getByRole('button', { name: 'Save' }));
  const notice = await within(sheet).findByRole('alert');
  return { calls, user, sheet, notice, name };
}

describe('a stale business save', () => {
  it('sends the loaded version, then shows their values next to the user’s and keeps the input', async () => {
    const { calls, notice, name } = await editAndSave();
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe(`"${loaded.updatedAt}"`);
    expect(notice).toHaveTextContent('Someone else saved this record after you opened it');
    const rows = within(within(notice).getByRole('table', { name: 'Changed fields' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldSaved nowYours',
      'Business nameAcme StoresAcme Group',
      'CityMombasaNairobi',
      'E-mailinfo@acme.example(empty)',
    ]);
    expect(name).toHaveValue('Acme Group');
    expect(await findErrorToast(STALE_WRITE_MESSAGE)).toBeInTheDocument();
  });

  it('overwrites with the user’s input against their version', async () => {
    const { calls, user, notice } = await editAndSave();
    await user.click(within(notice).getByRole('button', { name: 'Overwrite with mine' }));
    expect(await screen.findByText('Business updated successfully')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.ifMatch).toBe(`"${theirs.updatedAt}"`);
    expect(puts[1]?.body).toMatchObject({ name: 'Acme Group', city: 'Nairobi' });
  });

  it('reloads their version into the form, and the next save goes against it', async () => {
    const { calls, user, sheet, name } = await editAndSave();
    await user.click(within(sheet).getByRole('button', { name: 'Load their version' }));
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveValue('Acme Stores');
    expect(within(sheet).getByRole('textbox', { name: 'City' })).toHaveValue('Mombasa');
    await user.click(name);
    await user.paste(' Ltd');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business updated successfully')).toBeInTheDocument();
    const last = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(last?.ifMatch).toBe(`"${theirs.updatedAt}"`);
    expect(last?.body).toMatchObject({ name: 'Acme Stores Ltd', city: 'Mombasa' });
  });
});
