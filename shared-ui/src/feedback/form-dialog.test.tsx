import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormDialog, useFormDialog, type MutationOutcome } from './form-dialog';
import { ToastProvider } from './toast';

function NameDialog({
  request,
  onClose,
}: {
  request: () => Promise<MutationOutcome>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const form = useFormDialog(onClose);
  return (
    <FormDialog
      title="Rename"
      submitLabel="Save"
      saving={false}
      error={form.error}
      onSubmit={() =>
        name.trim() ? void form.save(request(), 'Renamed') : form.refuse('Name is required')
      }
      onClose={onClose}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
}

const renderDialog = (request: () => Promise<MutationOutcome>) => {
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <NameDialog request={request} onClose={onClose} />
    </ToastProvider>,
  );
  return onClose;
};

it('refuses before sending, keeps the dialog filled on a failed save, and closes on success', async () => {
  const request = jest
    .fn<Promise<MutationOutcome>, []>()
    .mockResolvedValueOnce({ error: { message: 'Failed to update document' } })
    .mockResolvedValueOnce({ data: {} });
  const onClose = renderDialog(request);
  const dialog = screen.getByRole('dialog', { name: 'Rename' });

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(dialog).toHaveTextContent('Name is required');
  expect(request).not.toHaveBeenCalled();

  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'New name{Enter}');
  expect(request).toHaveBeenCalledTimes(1);
  expect(await screen.findAllByText(/Failed to update document/)).toHaveLength(2);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('New name');
  expect(onClose).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Renamed')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
});

function BusyDialog({ request }: { request: () => Promise<MutationOutcome> }) {
  const form = useFormDialog(jest.fn());
  return (
    <FormDialog
      title="Rename"
      submitLabel="Save"
      onSubmit={() => void form.save(request(), 'Renamed')}
      {...form.dialogProps}
    >
      <input aria-label="Name" />
    </FormDialog>
  );
}

it('shows the dialog as saving until the request answers', async () => {
  let answer: (outcome: MutationOutcome) => void = () => undefined;
  render(
    <ToastProvider>
      <BusyDialog request={() => new Promise((resolve) => (answer = resolve))} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  answer({ error: { message: 'Failed to update document' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
});
