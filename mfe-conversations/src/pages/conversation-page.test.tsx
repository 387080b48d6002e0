import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '../lib/conversation-types';
import { conversation, message, SUPPORT_BOT } from '../testing/conversation-fixtures';
import { renderConversations } from '../testing/conversations-under-test';
import { fakeApi, type FakeCall } from '@switchboard/shared-ui/testing';

function backend(stored: Message[], proxy: (request: FakeCall) => [number, unknown]) {
  return fakeApi((request) => {
    if (request.url === '/api/bots') return [200, [SUPPORT_BOT]];
    if (request.url === '/api/conversations/c1' && request.method === 'GET')
      return [200, conversation([...stored])];
    if (request.url === '/api/bots/proxy') return proxy(request);
    if (request.url === '/api/conversations/c1/messages' && request.method === 'POST') {
      const body = request.body as Message;
      const saved = message({
        ...body,
        orderIndex: body.orderIndex,
        id: `saved-${body.orderIndex}`,
      });
      stored.push(saved);
      return [201, saved];
    }
    if (request.url === '/api/bots/proxy/history')
      return [
        200,
        {
          session_id: 's-1',
          messages: [
            { id: 'h1', message_type: 'user', message_object: { query: 'From the service' } },
          ],
        },
      ];
    return undefined;
  });
}

const reply = {
  response: 'Refunds take **5 days**.',
  session_id: 's-1',
  sources: [{ title: 'refund-policy.md', passage: 'Refunds are paid within 5 days', score: 0.81 }],
  confidence: 0.81,
  retriever_type: 'bm25',
  trace_id: 'trace-1',
  original_response: { answer: 'Refunds take **5 days**.' },
};

describe('conversation view', () => {
  it('sends through the proxy, stores both messages in order and keeps the session', async () => {
    const stored = [
      message({ orderIndex: 0, content: 'Hi' }),
      message({
        orderIndex: 1,
        messageType: 'ASSISTANT',
        content: 'Hello',
        messageObject: { session_id: 's-1', sources: [] },
      }),
    ];
    const seen = backend(stored, () => [200, reply]);
    renderConversations('/conversations/c1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'How long do refunds take?{Enter}');

    expect(await screen.findByText('5 days')).toBeInTheDocument();
    const proxied = seen.find((request) => request.url === '/api/bots/proxy')!;
    expect(proxied.body).toMatchObject({
      botPath: SUPPORT_BOT.botPath,
      chatEndpoint: '/chat/',
      message: 'How long do refunds take?',
      session_id: 's-1',
      user_id: '00000000-0000-4000-8000-000000000002',
      metadata: { conversationId: 'c1' },
    });
    const saves = seen.filter((request) => request.url === '/api/conversations/c1/messages');
    expect(saves.map((request) => request.body)).toEqual([
      {
        conversationId: 'c1',
        messageType: 'USER',
        content: 'How long do refunds take?',
        messageObject: { query: 'How long do refunds take?' },
        orderIndex: 2,
      },
      {
        conversationId: 'c1',
        messageType: 'ASSISTANT',
        content: reply.response,
        messageObject: {
          session_id: 's-1',
          response: reply.response,
          sources: reply.sources,
          confidence: 0.81,
          retriever_type: 'bm25',
          trace_id: 'trace-1',
          original_response: reply.original_response,
        },
        orderIndex: 3,
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    expect(screen.getByText(/Sources \(1\): refund-policy.md/)).toBeInTheDocument();
    expect(screen.getByText('Trace trace-1')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps the typed text with Retry when sending fails', async () => {
    let fail = true;
    const seen = backend([], () =>
      fail ? [502, { error: 'Proxy API error: Bad Gateway' }] : [200, reply],
    );
    renderConversations('/conversations/c1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Proxy API error: Bad Gateway');
    expect(box).toHaveValue('Are you there?');
    expect(seen.some((request) => request.url === '/api/conversations/c1/messages')).toBe(false);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('Load history replaces the messages with the service history', async () => {
    const seen = backend(
      [
        message({ orderIndex: 0, content: 'Stored question' }),
        message({
          orderIndex: 1,
          messageType: 'ASSISTANT',
          content: 'Stored answer',
          messageObject: { session_id: 's-1' },
        }),
      ],
      () => [200, reply],
    );
    renderConversations('/conversations/c1');
    await screen.findByText('Stored question');
    await userEvent.click(screen.getByRole('button', { name: 'Load history' }));
    expect(await screen.findByText('From the service')).toBeInTheDocument();
    expect(screen.queryByText('Stored question')).not.toBeInTheDocument();
    expect(seen.find((request) => request.url === '/api/bots/proxy/history')!.body).toEqual({
      botPath: SUPPORT_BOT.botPath,
      chatEndpoint: '/chat/',
      conversationId: 's-1',
    });
  });

  it('says Conversation not found for an unknown id', async () => {
    fakeApi((request) =>
      request.url === '/api/bots'
        ? [200, [SUPPORT_BOT]]
        : [404, { error: 'Conversation not found' }],
    );
    renderConversations('/conversations/nope');
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
  });
});
