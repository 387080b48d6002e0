import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '@switchboard/shared-ui/testing';
import { message, SUPPORT_BOT } from '../../../testing/conversation-fixtures';
import { AnswerFeedback } from './answer-feedback';

const answer = message({
  id: 'a1',
  orderIndex: 1,
  messageType: 'ASSISTANT',
  content: "I don't know.",
  messageObject: { session_id: 's1', trace_id: 't1' },
});
const BOT = `/api/bot-services/${SUPPORT_BOT.id}`;

const feedback = (rating: 'up' | 'down' | null, comment: string | null = null) => ({
  messageId: 'a1',
  rating: rating
    ? { rating, comment, ratedBy: 'u1', ratedByName: 'Admin', ratedAt: '2026-01-01T10:00:00Z' }
    : null,
  improvedAt: null,
  staffAnswerId: null,
  declined: true,
});

it('rates down with a comment on the Bots API and mirrors it to the bot by trace id', async () => {
  const calls = fakeApi({
    'PUT /api/messages/a1/rating': () => [200, feedback('down', 'Wrong')],
    [`PUT ${BOT}/chat/s1/traces/t1/rating`]: () => [200, { message_id: 'k1' }],
  });
  const user = userEvent.setup();
  renderPage(<AnswerFeedback message={answer} botId={SUPPORT_BOT.id} question="Gift wrap?" />);

  await user.click(screen.getByRole('button', { name: 'Rate down' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate this answer down' });
  await user.type(within(dialog).getByLabelText(/What was wrong/), '  Wrong  ');
  await user.click(within(dialog).getByRole('button', { name: 'Rate down' }));

  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls.map(({ target, method, url, body }) => ({ target, method, url, body }))).toEqual([
    {
      target: 'api',
      method: 'PUT',
      url: '/api/messages/a1/rating',
      body: { rating: 'down', comment: 'Wrong' },
    },
    {
      target: 'gateway',
      method: 'PUT',
      url: `${BOT}/chat/s1/traces/t1/rating`,
      body: { rating: 'down', comment: 'Wrong' },
    },
  ]);
});

it('saves the staff answer, marks the answer improved, and keeps the form when refused', async () => {
  let refuse = true;
  const calls = fakeApi({
    [`POST ${BOT}/staff-answers`]: () =>
      refuse
        ? ((refuse = false), [403, { error: 'Only bot admins manage staff answers' }])
        : [201, { id: 'sa1', question: 'Gift wrap in tartan?', answer: 'Yes, £2.' }],
    'PUT /api/messages/a1/improved': () => [200, { ...feedback(null), improvedAt: 'x' }],
  });
  const user = userEvent.setup();
  renderPage(<AnswerFeedback message={answer} botId={SUPPORT_BOT.id} question="Gift wrap?" />);

  await user.click(screen.getByRole('button', { name: 'Improve this answer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Improve this answer' });
  const question = within(dialog).getByLabelText(/Question/);
  expect(question).toHaveValue('Gift wrap?');
  await user.click(within(dialog).getByRole('button', { name: 'Save staff answer' }));
  expect(within(dialog).getByText('answer is required')).toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await user.clear(question);
  await user.type(question, 'Gift wrap in tartan?');
  await user.type(within(dialog).getByLabelText(/Corrected answer/), 'Yes, £2.');
  await user.click(within(dialog).getByRole('button', { name: 'Save staff answer' }));
  expect(
    await within(dialog).findByText('Only bot admins manage staff answers'),
  ).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Corrected answer/)).toHaveValue('Yes, £2.');

  await user.click(within(dialog).getByRole('button', { name: 'Save staff answer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.map(({ url, body }) => ({ url, body })).slice(1)).toEqual([
    { url: `${BOT}/staff-answers`, body: { question: 'Gift wrap in tartan?', answer: 'Yes, £2.' } },
    { url: '/api/messages/a1/improved', body: { staffAnswerId: 'sa1' } },
  ]);
});
