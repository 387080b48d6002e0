import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConversations } from '../testing/conversations-under-test';
import { fakeApi } from '@switchboard/shared-ui/testing';

function answer(session: string, text: string) {
  return {
    id: `a-${text}`,
    message_id: `a-${text}`,
    response: text,
    answer: text,
    session_id: session,
    sources: [],
    confidence: 0.7,
    retriever_type: 'bm25',
    trace_id: 't',
    timestamp: '2026-01-01T10:00:00.000Z',
  };
}

describe('knowledge chat playground', () => {
  it('keeps the session across questions, opens a past one and deletes it', async () => {
    let turn = 0;
    let deleteFails = true;
    const seen = fakeApi((request) => {
      if (request.url === '/api/knowledge/chat/' && request.method === 'POST') {
        turn += 1;
        return [200, answer('s-1', `Answer ${turn}`)];
      }
      if (request.url === '/api/knowledge/chat/s-old')
        return [
          200,
          {
            session_id: 's-old',
            messages: [
              { id: 'o1', message_type: 'user', message_object: { query: 'Old question' } },
            ],
          },
        ];
      if (request.url === '/api/knowledge/chat/s-1' && request.method === 'DELETE')
        return deleteFails ? [500, {}] : [200, { message: 'Session deleted' }];
      return undefined;
    });
    renderConversations('/conversations/playground');
    const box = await screen.findByRole('textbox', { name: 'Question' });
    await userEvent.type(box, 'First?{Enter}');
    expect(await screen.findByText('Answer 1')).toBeInTheDocument();
    expect(screen.getByTestId('session-id')).toHaveTextContent('s-1');
    await userEvent.type(box, 'Second?{Enter}');
    expect(await screen.findByText('Answer 2')).toBeInTheDocument();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts[0]!.body).toEqual({ message: 'First?', user_id: expect.any(String) });
    expect(posts[1]!.body).toMatchObject({ message: 'Second?', session_id: 's-1' });
    expect(screen.getAllByTestId('message')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Delete session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Failed to delete session')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(4);

    deleteFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryAllByTestId('message')).toHaveLength(0));
    expect(screen.getByTestId('session-id')).toHaveTextContent('none yet');

    await userEvent.type(screen.getByRole('textbox', { name: 'Session id' }), 's-old');
    await userEvent.click(screen.getByRole('button', { name: 'Open session' }));
    expect(await screen.findByText('Old question')).toBeInTheDocument();
    expect(screen.getByTestId('session-id')).toHaveTextContent('s-old');
  });

  it('shows the catalogue message when history cannot be read', async () => {
    fakeApi(() => [502, {}]);
    renderConversations('/conversations/playground');
    await userEvent.type(screen.getByRole('textbox', { name: 'Session id' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Open session' }));
    expect(await screen.findByText('Failed to fetch chat history')).toBeInTheDocument();
  });

  it('lists the sources, says "Failed to fetch sources" when they fail and retries', async () => {
    let failing = true;
    const seen = fakeApi((request) => {
      if (request.url === '/api/knowledge/webpages/')
        return failing
          ? [502, {}]
          : [
              200,
              {
                webpages: [
                  {
                    id: 'w1',
                    title: 'Opening hours',
                    url: 'https://help.example/hours',
                    status: 'indexed',
                    chunk_count: 2,
                    crawled_at: '2026-01-03T10:00:00.000Z',
                    created_at: '2026-01-03T10:00:00.000Z',
                  },
                ],
              },
            ];
      if (request.url === '/api/knowledge/documents/')
        return [
          200,
          {
            documents: [
              {
                id: 'd1',
                title: 'Refund policy',
                file_name: 'refunds.md',
                status: 'ready',
                chunk_count: 3,
                created_at: '2026-01-02T10:00:00.000Z',
              },
            ],
          },
        ];
      if (request.url === '/api/knowledge/collection-stats/')
        return [
          200,
          { total_documents: 1, total_webpages: 1, total_chunks: 5, total_collections: 1 },
        ];
      return undefined;
    });
    renderConversations('/conversations/playground');
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(await within(sources).findByText('Failed to fetch sources')).toBeInTheDocument();
    expect(within(sources).queryByRole('grid')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(within(sources).getByRole('button', { name: 'Retry' }));
    const grid = await within(sources).findByRole('grid', { name: 'Knowledge sources' });
    expect(await within(grid).findByText('Opening hours')).toBeInTheDocument();
    expect(within(grid).getByText('Refund policy')).toBeInTheDocument();
    expect(within(grid).getByText('https://help.example/hours')).toBeInTheDocument();
    expect(within(sources).getByTestId('source-totals')).toHaveTextContent(
      '1 documents · 1 web pages · 5 passages in 1 collections',
    );
    expect(seen.filter((request) => request.url === '/api/knowledge/webpages/')).toHaveLength(2);
  });
});
