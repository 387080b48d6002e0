import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBusinessType } from '../testing/fixtures';
import BusinessTypesPage from './business-types-page';
import {
  fakeApi,
  type FakeHandler,
  findErrorToast,
  renderPage,
} from '@switchboard/shared-ui/testing';

const retailer = aBusinessType({ name: 'Retailer', description: 'Shops and stores' });
const typeUrl = `/api/business-types/${retailer.id}`;

function setup(handlers: Record<string, FakeHandler> = {}) {
  const calls = fakeApi({ 'GET /api/business-types': () => [200, [retailer]], ...handlers });
  renderPage(<BusinessTypesPage />);
  return calls;
}

describe('the business types page', () => {
  it('lists name, description and the registration date', async () => {
    setup();
    const row = (await screen.findByText('Retailer')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Shops and stores')).toBeInTheDocument();
    expect(
      within(row).getByText(new Date(retailer.createdAt).toLocaleDateString()),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Registered On' })).toBeInTheDocument();
  });

  it('requires a name, then creates the type and says so', async () => {
    const calls = setup({
      'POST /api/business-types': ({ body }) => [201, aBusinessType({ ...(body as object) })],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add business type' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add business type' });
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(sheet).getByRole('textbox', { name: /^Name/ }), ' Wholesaler ');
    await user.type(within(sheet).getByRole('textbox', { name: 'Code' }), 'WHO');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business type created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Wholesaler',
      code: 'WHO',
      description: null,
    });
  });

  it('keeps the sheet and what was typed when the server refuses', async () => {
    setup({ 'POST /api/business-types': () => [409, { error: 'Name already exists' }] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add business type' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add business type' });
    await user.type(within(sheet).getByRole('textbox', { name: /^Name/ }), 'Retailer');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Name already exists');
    expect(within(sheet).getByRole('textbox', { name: /^Name/ })).toHaveValue('Retailer');
  });

  it('updates a type and says so', async () => {
    setup({ [`PUT ${typeUrl}`]: ({ body }) => [200, { ...retailer, ...(body as object) }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Retailer' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit business type' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Code' }), '2');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business type updated successfully')).toBeInTheDocument();
  });

  it('deletes at once and rolls back with the server reason when the type is in use', async () => {
    let refuse!: () => void;
    const refused = new Promise<[number, unknown]>(
      (resolve) =>
        (refuse = () =>
          resolve([409, { error: 'Business type is used by 2 businesses; reassign them first' }])),
    );
    setup({ [`DELETE ${typeUrl}`]: () => refused });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Retailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete business type?' });
    expect(dialog).toHaveTextContent('“Retailer” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Retailer')).not.toBeInTheDocument());
    refuse();
    expect(
      await findErrorToast('Business type is used by 2 businesses; reassign them first'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Retailer')).toBeInTheDocument();
  });

  it('confirms a successful delete', async () => {
    setup({ [`DELETE ${typeUrl}`]: () => [200, { message: 'deleted', id: retailer.id }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Retailer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Business type deleted successfully')).toBeInTheDocument();
  });
});
