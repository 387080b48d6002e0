import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { botSelected } from '@switchboard/shared-data';
import { renderPage } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../testing/fake-gateway';
import SynonymsPage from './synonyms-page';

const entry = {
  id: 'syn-1',
  phrase: 'send back',
  synonyms: ['return'],
  created_at: '2026-01-01T00:00:00.000Z',
};

it('lists, adds with the server’s refusal shown, and deletes after confirming', async () => {
  let rows = [entry];
  const calls = fakeGateway({
    'GET /api/bot-services/bot-1/synonyms/': () => [200, { synonyms: rows }],
    'POST /api/bot-services/bot-1/synonyms/': (call) => {
      const body = call.body as { phrase: string; synonyms: string[] };
      if (body.phrase === 'send back')
        return [409, { error: '"send back" already has synonyms: delete it first' }];
      const added = { ...entry, id: 'syn-2', ...body };
      rows = [...rows, added];
      return [201, added];
    },
    'DELETE /api/bot-services/bot-1/synonyms/syn-1': () => {
      rows = rows.filter((row) => row.id !== 'syn-1');
      return [204, ''];
    },
    'GET /api/bot-services/bot-1/api-info': () => [503, { error: 'down' }],
  });
  const user = userEvent.setup();
  const { store } = renderPage(<SynonymsPage />);
  act(() => {
    store.dispatch(botSelected('bot-1'));
  });
  expect(await screen.findByText('send back')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New synonyms' }));
  const dialog = screen.getByRole('dialog', { name: 'New synonyms' });
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(within(dialog).getByText('phrase is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Word or phrase/), 'send back');
  await user.type(within(dialog).getByLabelText(/Words the knowledge uses/), 'return, refund');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(
    await within(dialog).findByText('"send back" already has synonyms: delete it first'),
  ).toBeInTheDocument();
  const phrase = within(dialog).getByLabelText(/Word or phrase/);
  expect(phrase).toHaveValue('send back');
  await user.clear(phrase);
  await user.type(phrase, 'came broken');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('came broken')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
    phrase: 'came broken',
    synonyms: ['return', 'refund'],
  });

  await user.click(screen.getByRole('button', { name: 'Delete synonyms for send back' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete synonyms?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Synonyms deleted');
  expect(screen.queryByText('send back')).not.toBeInTheDocument();
});
