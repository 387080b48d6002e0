import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBots } from '../../../testing/render-bots';
import { fakeApi } from '@switchboard/shared-ui/testing';

const renderCreate = () => renderBots('/bots/new');

/**
 * Puts an address into a field in one input, as a paste does: typed key by key, each of its
 * 20–30 characters re-rendered the whole form, and no test here is about typing.
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the bot form', () => {
  it('explains every invalid field and sends nothing', async () => {
    const calls = fakeApi(() => [201, {}]);
    renderCreate();
    await fill(await screen.findByLabelText(/^Bot path/), 'ftp://files.example.com');
    await userEvent.clear(screen.getByLabelText(/^Chat endpoint/));
    await userEvent.type(screen.getByLabelText(/^Chat endpoint/), 'chat');
    await userEvent.click(screen.getByRole('button', { name: 'Create bot' }));
    expect(await screen.findByText('Bot name is required')).toBeInTheDocument();
    expect(screen.getByText(/Bot path must be a valid http\(s\) URL/)).toBeInTheDocument();
    expect(screen.getByText(/Chat endpoint must be a path starting with "\/"/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the input and shows the server error when saving fails', async () => {
    fakeApi(() => [409, { error: 'A bot with this name already exists' }]);
    renderCreate();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Sales');
    await fill(screen.getByLabelText(/^Bot path/), 'https://bots.example.com/kb/sales');
    await userEvent.click(screen.getByRole('button', { name: 'Create bot' }));
    expect(await screen.findByText('A bot with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sales');
    expect(screen.getByLabelText(/^Bot path/)).toHaveValue('https://bots.example.com/kb/sales');
  });

  it('creates the bot and opens it', async () => {
    const calls = fakeApi(({ method }) =>
      method === 'POST' ? [201, { id: 'new-id' }] : [404, { error: 'Bot not found' }],
    );
    renderCreate();
    await userEvent.type(screen.getByLabelText(/^Name/), ' Sales ');
    await fill(screen.getByLabelText(/^Bot path/), 'https://bots.example.com/kb/sales');
    await userEvent.click(screen.getByRole('button', { name: 'Create bot' }));
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Sales', botPath: 'https://bots.example.com/kb/sales', chatEndpoint: '/chat/' },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeApi(() => [201, {}]);
    renderCreate();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Half typed');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half typed');
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Bots' })).toBeInTheDocument();
  });
});
