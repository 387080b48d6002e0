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
const ANSWER = '/api/conversations/c1/messages/a1';

const feedback = (rating: 'up' | 'down' | null, comment: string | null = null) => ({
  messageId: 'a1',
  rating: rating
    ? { rating, comment, ratedBy: 'u1', ratedByName: 'Admin', ratedAt: '2026-01-01T10:00:00Z' }
    : null,
  improvedAt: null,
  staffAnswerId: null,
  declined: true,
});

it('rates down with a comment in one gateway call under a fresh key', async () => {
  const calls = fakeApi({
    [`POST ${ANSWER}/rating`]: () => [200, feedback('down', 'Wrong')],
  });
  const user = userEvent.setup();
  renderPage(<AnswerFeedback message={answer} botId={SUPPORT_BOT.id} question="Gift wrap?" />);

  await user.click(screen.getByRole('button', { name: 'Rate down' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate this answer down' });
  await user.type(within(dialog).getByLabelText(/What was wrong/), '  Wrong  ');
  await user.click(within(dialog).getByRole('button', { name: 'Rate down' }));

  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls.map(({ target, method, url, body }) => ({ target, method, url, body }))).toEqual([
    {
      target: 'gateway',
      method: 'POST',
      url: `${ANSWER}/rating`,
      body: { rating: 'down', comment: 'Wrong', idempotencyKey: expect.any(String) },
    },
  ]);
});

it('improves the answer in one gateway call, and keeps the form and the key when refused', async () => {
  let refuse = true;
  const calls = fakeApi({
    [`POST ${ANSWER}/improve`]: () =>
      refuse
        ? ((refuse = false), [403, { error: 'Only bot admins manage staff answers' }])
        : [200, { ...feedback(null), improvedAt: 'x', staffAnswerId: 'sa1' }],
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
  const sent = { question: 'Gift wrap in tartan?', answer: 'Yes, £2.' };
  expect(calls.map(({ url, body }) => ({ url, body }))).toEqual([
    { url: `${ANSWER}/improve`, body: { ...sent, idempotencyKey: expect.any(String) } },
    { url: `${ANSWER}/improve`, body: { ...sent, idempotencyKey: expect.any(String) } },
  ]);
  const [first, again] = calls.map(
    ({ body }) => (body as { idempotencyKey: string }).idempotencyKey,
  );
  expect(again).toBe(first);
});

// Issue 46 item 4: the improved mark had no way back.
it('takes the improvement back in one gateway call', async () => {
  const calls = fakeApi({
    [`DELETE ${ANSWER}/improve`]: () => [200, feedback(null)],
  });
  const user = userEvent.setup();
  const improved = {
    ...answer,
    feedback: { ...feedback(null), improvedAt: 'x', staffAnswerId: 'sa1' },
  };
  renderPage(<AnswerFeedback message={improved} botId={SUPPORT_BOT.id} question="Gift wrap?" />);

  expect(screen.getByText('Improved by a staff answer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Take back' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls.map(({ target, method, url }) => ({ target, method, url }))).toEqual([
    { target: 'gateway', method: 'DELETE', url: `${ANSWER}/improve` },
  ]);
  expect(
    await screen.findByText('Improvement taken back: the answer is in Needs review again'),
  ).toBeInTheDocument();
});
