import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../feedback/toast';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from './use-confirmed-delete';

interface Item {
  id: string;
  name: string;
}

const ITEM: Item = { id: 'b1', name: 'Acme' };

function settles(outcome: 'ok' | 'refused') {
  let settle: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (settle = resolve));
  const remove = jest.fn(() => ({
    unwrap: () =>
      answered.then(() =>
        outcome === 'ok' ? undefined : Promise.reject({ message: 'Failed to delete business' }),
      ),
  }));
  return { remove, settle: () => settle() };
}

function List(options: Omit<ConfirmedDeleteOptions<Item>, 'noun' | 'successMessage'>) {
  const deletion = useConfirmedDelete<Item>({
    noun: 'business',
    successMessage: 'Business deleted successfully',
    ...options,
  });
  return (
    <>
      <button onClick={() => deletion.ask(ITEM)}>Delete Acme</button>
      {deletion.dialog}
    </>
  );
}

function renderList(options: Parameters<typeof List>[0]) {
  render(
    <ToastProvider>
      <List {...options} />
    </ToastProvider>,
  );
}

describe('useConfirmedDelete', () => {
  it('names the item, closes at once and toasts the outcome', async () => {
    const user = userEvent.setup();
    const server = settles('ok');
    renderList({ remove: server.remove });
    await user.click(screen.getByText('Delete Acme'));
    const dialog = screen.getByRole('dialog', { name: 'Delete business?' });
    expect(dialog).toHaveTextContent('“Acme” will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(server.remove).toHaveBeenCalledWith(ITEM);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    server.settle();
    expect(await screen.findByText('Business deleted successfully')).toBeInTheDocument();
  });

  it('can wait for the server with its button busy, then toast the refusal', async () => {
    const user = userEvent.setup();
    const server = settles('refused');
    renderList({
      remove: server.remove,
      describe: (item) => <>“{item.id}” and its chunks leave.</>,
      waitForServer: true,
    });
    await user.click(screen.getByText('Delete Acme'));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('“b1” and its chunks leave.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    server.settle();
    expect(await screen.findByText(/Failed to delete business/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
