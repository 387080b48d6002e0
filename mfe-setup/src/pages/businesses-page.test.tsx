import { screen, waitFor, within } from '@testing-library/react';
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
const acme = aBusiness({ name: 'Acme Stores', businessTypeId: type.id });

function setup(handlers: Record<string, FakeHandler> = {}) {
  const calls = fakeApi({
    'GET /api/businesses': () => [200, [acme]],
    'GET /api/business-types': () => [200, [type]],
    'GET /api/knowledge/collection-stats/collections': () => [200, []],
    ...handlers,
  });
  renderPage(<BusinessesPage />);
  return calls;
}

/** A reply the test releases when it wants, to look at the list while a call is in flight. */
function deferred(): { handler: FakeHandler; release: (reply: [number, unknown]) => void } {
  let release!: (reply: [number, unknown]) => void;
  const reply = new Promise<[number, unknown]>((resolve) => (release = resolve));
  return { handler: () => reply, release };
}

describe('the businesses list', () => {
  it('shows name, industry, the type by name and the created date', async () => {
    setup();
    const row = (await screen.findByText('Acme Stores')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Retail & E-commerce')).toBeInTheDocument();
    expect(within(row).getByText('Retailer')).toBeInTheDocument();
    expect(
      within(row).getByText(new Date(acme.createdAt).toLocaleDateString()),
    ).toBeInTheDocument();
    for (const header of ['Name', 'Industry', 'Type', 'Created']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('shows that it is loading until the list arrives', async () => {
    const reply = deferred();
    setup({ 'GET /api/businesses': reply.handler });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    reply.release([200, [acme]]);
    expect(await screen.findByText('Acme Stores')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the catalogue error with Retry, and Retry loads again', async () => {
    let attempts = 0;
    setup({ 'GET /api/businesses': () => (++attempts === 1 ? [500, {}] : [200, [acme]]) });
    expect(await screen.findByText('Failed to fetch businesses')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Stores')).toBeInTheDocument();
  });

  it('invites the first business when there is none', async () => {
    setup({ 'GET /api/businesses': () => [200, []] });
    expect(await screen.findByText('No businesses yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add business' })).toHaveLength(2);
  });
});

describe('deleting a business', () => {
  it('asks by name, removes the row at once and confirms', async () => {
    const reply = deferred();
    const calls = setup({
      'POST /api/businesses/22222222-2222-4222-8222-222222222222/deletion': reply.handler,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Stores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete business?' });
    expect(dialog).toHaveTextContent('“Acme Stores” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Acme Stores')).not.toBeInTheDocument());
    reply.release([200, { message: 'Business deleted', id: acme.id }]);
    expect(await screen.findByText('Business deleted successfully')).toBeInTheDocument();
    // One gateway call, which also deletes the empty collection made for the business.
    const deletion = calls.filter((call) => call.url.endsWith('/deletion'));
    expect(deletion.map((call) => [call.target, call.method])).toEqual([['gateway', 'POST']]);
    expect(deletion[0]!.body).toEqual({ idempotencyKey: expect.stringMatching(/^[\w-]{8,}$/) });
  });

  it('puts the row back and shows the error when the server refuses', async () => {
    const reply = deferred();
    setup({ 'POST /api/businesses/22222222-2222-4222-8222-222222222222/deletion': reply.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Stores' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Acme Stores')).not.toBeInTheDocument());
    reply.release([500, {}]);
    expect(await findErrorToast('Failed to delete business')).toBeInTheDocument();
    expect(await screen.findByText('Acme Stores')).toBeInTheDocument();
  });
});

describe('editing a business', () => {
  it('opens the sheet filled in and saves the changes with PUT', async () => {
    const calls = setup({
      'PUT /api/businesses/22222222-2222-4222-8222-222222222222': ({ body }) => [
        200,
        { ...acme, ...(body as object) },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Stores' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit business' });
    const name = within(sheet).getByRole('textbox', { name: /^Business name/ });
    expect(name).toHaveValue('Acme Stores');
    expect(within(sheet).getByRole('combobox', { name: 'Business type' })).toHaveValue(type.id);
    await user.clear(name);
    await user.type(name, 'Acme Group');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business updated successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Acme Group', collectionId: 'c-1', email: null });
    expect(calls.some((call) => call.url.endsWith('/collection-stats'))).toBe(false);
  });
});
