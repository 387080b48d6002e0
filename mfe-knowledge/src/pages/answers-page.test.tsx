import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { botSelected } from '@switchboard/shared-data';
import { renderPage } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../testing/fake-gateway';
import AnswersPage from './answers-page';

const BASE = '/api/bot-services/bot-1';
const staffAnswer = {
  id: 'sa1',
  question: 'Do you gift-wrap orders?',
  answer: 'Yes, for £2.',
  hits: 3,
  last_hit_at: '2026-01-02T10:00:00.000Z',
  created_by: 'u1',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

it('lists staff answers with their hits, refuses a bad threshold, and imports a CSV file', async () => {
  const calls = fakeGateway({
    [`GET ${BASE}/staff-answers`]: () => [
      200,
      { answers: [staffAnswer], total: 1, threshold: 0.6 },
    ],
    [`PUT ${BASE}/staff-answer-settings`]: () => [200, { threshold: 0.8 }],
    [`POST ${BASE}/staff-answers/import`]: () => [200, { imported: 2 }],
  });
  const user = userEvent.setup();
  const { store } = renderPage(<AnswersPage />);
  act(() => {
    store.dispatch(botSelected('bot-1'));
  });
  const row = (await screen.findByText('Do you gift-wrap orders?')).closest('[role="row"]')!;
  expect(within(row as HTMLElement).getByText('3')).toBeInTheDocument();
  expect(within(row as HTMLElement).queryByText('Pending')).not.toBeInTheDocument();

  const threshold = screen.getByLabelText('Match threshold');
  await user.clear(threshold);
  await user.type(threshold, '2');
  await user.click(screen.getByRole('button', { name: 'Save threshold' }));
  expect(screen.getByText('threshold must be between 0.05 and 1')).toBeInTheDocument();
  await user.clear(threshold);
  await user.type(threshold, '0.8');
  await user.click(screen.getByRole('button', { name: 'Save threshold' }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ threshold: 0.8 }),
  );

  const csv = 'question,answer\r\nOpening hours?,9 to 5\r\n';
  await user.upload(
    screen.getByLabelText('CSV file of staff answers'),
    new File([csv], 'answers.csv', { type: 'text/csv' }),
  );
  await waitFor(() =>
    expect(calls.find((call) => call.url.endsWith('/import'))?.body).toEqual({ csv }),
  );
  expect(await screen.findByText('Imported 2 staff answers')).toBeInTheDocument();
});

it('marks a staff answer the console has not yet been seen to record as pending', async () => {
  fakeGateway({
    [`GET ${BASE}/staff-answers`]: () => [
      200,
      {
        answers: [staffAnswer, { ...staffAnswer, id: 'sa2', question: 'Late?', pending: true }],
        total: 2,
        threshold: 0.6,
      },
    ],
  });
  const { store } = renderPage(<AnswersPage />);
  act(() => {
    store.dispatch(botSelected('bot-1'));
  });
  const row = (await screen.findByText('Late?')).closest('[role="row"]')!;
  expect(within(row as HTMLElement).getByText('Pending')).toBeInTheDocument();
  expect(screen.getAllByText('Pending')).toHaveLength(1);
});
