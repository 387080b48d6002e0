import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetrievalAnswer } from '@switchboard/domain';
import { botSelected } from '@switchboard/shared-data';
import { renderPage } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../testing/fake-gateway';
import RetrievalTestPage from './retrieval-test-page';

const answer = (query: string, content: string, term: string, word: string): RetrievalAnswer => ({
  query,
  retriever_type: 'bm25',
  terms: [term],
  words: [{ word, term, idf: 2.5 }],
  synonyms: [{ word: 'send back', synonym: 'return', source: 'domain' }],
  bm25: { k1: 1.2, b: 0.75 },
  threshold: 0.3,
  confidence: 0.8,
  decision: 'answer',
  answer: content,
  withheld_answer: null,
  chunks: [
    {
      rank: 1,
      chunk_id: 7,
      source_type: 'document',
      source_id: 'doc-1',
      title: 'Returns policy',
      url: null,
      page: 1,
      content,
      score: 4.321,
      coverage: 1,
      vector_score: 0.8123,
      matched_terms: [{ term, tf: 1, word, kind: 'asked' }],
    },
  ],
});

/** The page with bot-1 selected: its user and the first question's column. */
function openPage() {
  const user = userEvent.setup();
  const { store } = renderPage(<RetrievalTestPage />);
  act(() => {
    store.dispatch(botSelected('bot-1'));
  });
  return { user, first: screen.getByRole('region', { name: 'First question' }) };
}

it('explains each passage and compares a second question side by side', async () => {
  const calls = fakeGateway({
    'POST /api/bot-services/bot-1/retrieve/': (call) => {
      const { query } = call.body as { query: string };
      return query.includes('refund')
        ? [200, answer(query, 'Refunds within <b>30 days</b>.', 'refund', 'refund')]
        : [200, answer(query, 'The speaker joins 2.4 GHz networks.', '2.4', '2.4')];
    },
    'GET /api/bot-services/bot-1/api-info': () => [503, { error: 'down' }],
  });
  const { user, first } = openPage();
  await user.type(within(first).getByLabelText(/^Question/), 'How do I get a refund?');
  await user.click(within(first).getByRole('button', { name: 'Test' }));
  expect(await within(first).findByText('BM25 4.321')).toBeInTheDocument();
  // Both scores: the embedding's cosine beside BM25.
  expect(within(first).getByText('cosine 0.812')).toBeInTheDocument();
  const mark = within(first).getByText('Refunds');
  expect(mark.tagName).toBe('MARK');
  // The passage's markup is text, never HTML.
  const passages = within(first).getByRole('list', { name: 'Ranked passages' });
  expect(within(passages).getByText(/<b>30 days<\/b>/)).toBeInTheDocument();
  expect(within(first).getByTestId('synonyms-used')).toHaveTextContent('send back → return');

  await user.click(screen.getByRole('button', { name: 'Compare with another question' }));
  const second = screen.getByRole('region', { name: 'Second question' });
  await user.type(within(second).getByLabelText(/^Question to compare/), 'Which Wi-Fi?');
  await user.click(within(second).getByRole('button', { name: 'Test' }));
  expect((await within(second).findByText('2.4')).tagName).toBe('MARK');
  // Each column keeps its own question and results.
  expect(within(first).getByText('Refunds')).toBeInTheDocument();
  expect(within(second).queryByText('Refunds')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { query: 'How do I get a refund?', top_k: 5 },
    { query: 'Which Wi-Fi?', top_k: 5 },
  ]);
});

it('shows what a declined question would have been answered, so staff see why it was withheld', async () => {
  fakeGateway({
    'POST /api/bot-services/bot-1/retrieve/': (call) => [
      200,
      {
        ...answer(
          (call.body as { query: string }).query,
          'Refunds within 30 days.',
          'refund',
          'refund',
        ),
        decision: 'dont_know',
        confidence: 0.09,
        answer: "I don't know.",
        withheld_answer: 'Refunds within 30 days.',
      },
    ],
    'GET /api/bot-services/bot-1/api-info': () => [503, { error: 'down' }],
  });
  const { user, first } = openPage();
  await user.type(within(first).getByLabelText(/^Question/), 'refund?');
  await user.click(within(first).getByRole('button', { name: 'Test' }));
  expect(await within(first).findByTestId('retrieval-decision')).toHaveTextContent(
    'The bot would say it does not know (confidence 0.090, below 0.3). Its answer would have been: Refunds within 30 days.',
  );
});
