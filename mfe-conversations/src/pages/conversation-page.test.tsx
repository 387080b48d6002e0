import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '../lib/conversation-types';
import { conversation, message, SUPPORT_BOT } from '../testing/conversation-fixtures';
import { renderConversations } from '../testing/conversations-under-test';
import { fakeApi, type FakeCall } from '@switchboard/shared-ui/testing';

type TurnAnswer = [number, { error: string }] | [200, { text: string; [field: string]: unknown }];

/**
 * A fake Bots API and gateway: a turn answered by `answer` is stored once per key, the
 * way the server stores it (the text in content, the answer's fields in messageObject).
 */
function backend(stored: Message[], answer: (request: FakeCall) => TurnAnswer) {
  const turns = new Map<string, unknown>();
  return fakeApi((request) => {
    if (request.url === '/api/bots') return [200, [SUPPORT_BOT]];
    if (request.url === '/api/conversations/c1' && request.method === 'GET')
      return [200, conversation([...stored])];
    if (request.url === '/api/conversations/c1/turns' && request.method === 'POST') {
      const { text, idempotencyKey } = request.body as { text: string; idempotencyKey: string };
      if (turns.has(idempotencyKey)) return [200, turns.get(idempotencyKey)];
      const [status, body] = answer(request);
      if (status !== 200) return [status, body];
      const { text: answerText, ...fields } = body as { text: string };
      const next = stored.length;
      const userMessage = message({ id: `saved-${next}`, content: text, orderIndex: next });
      const assistantMessage = message({
        id: `saved-${next + 1}`,
        messageType: 'ASSISTANT',
        content: answerText,
        messageObject: fields,
        orderIndex: next + 1,
      });
      stored.push(userMessage, assistantMessage);
      const turn = { replayed: false, userMessage, assistantMessage };
      turns.set(idempotencyKey, { ...turn, replayed: true });
      return [201, turn];
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

const answer = {
  text: 'Refunds take **5 days**.',
  session_id: 's-1',
  sources: [{ title: 'refund-policy.md', passage: 'Refunds are paid within 5 days', score: 0.81 }],
  confidence: 0.81,
  retriever_type: 'bm25',
  trace_id: 'trace-1',
};

describe('conversation view', () => {
  it('sends one turn to the gateway and shows the stored messages', async () => {
    const stored = [
      message({ orderIndex: 0, content: 'Hi' }),
      message({
        orderIndex: 1,
        messageType: 'ASSISTANT',
        content: 'Hello',
        messageObject: { session_id: 's-1', sources: [] },
      }),
    ];
    const seen = backend(stored, () => [200, answer]);
    renderConversations('/conversations/c1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'How long do refunds take?{Enter}');

    expect(await screen.findByText('5 days')).toBeInTheDocument();
    const turns = seen.filter((request) => request.url === '/api/conversations/c1/turns');
    expect(turns).toHaveLength(1);
    // The bot is the conversation's: no address, session or user travels from the browser.
    expect(turns[0]!.body).toEqual({
      text: 'How long do refunds take?',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect(seen.some((request) => request.url.startsWith('/api/bots/proxy'))).toBe(false);
    expect(seen.some((request) => request.url.endsWith('/messages'))).toBe(false);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    expect(screen.getByText(/Sources \(1\): refund-policy.md/)).toBeInTheDocument();
    expect(screen.getByText('Trace trace-1')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps the typed text with Retry when sending fails, and retries the same turn', async () => {
    let fail = true;
    const seen = backend([], () =>
      fail ? [502, { error: 'Proxy API error: Bad Gateway' }] : [200, answer],
    );
    renderConversations('/conversations/c1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Proxy API error: Bad Gateway');
    expect(box).toHaveValue('Are you there?');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const keys = seen
      .filter((request) => request.url === '/api/conversations/c1/turns')
      .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // A new question is a new action with a key of its own.
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'And now?{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    const last = seen.filter((request) => request.url === '/api/conversations/c1/turns').at(-1)!;
    expect((last.body as { idempotencyKey: string }).idempotencyKey).not.toBe(keys[0]);
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
      () => [200, answer],
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
