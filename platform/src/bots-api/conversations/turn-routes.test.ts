import { turnFingerprint } from '@switchboard/server-kit/turns/turn-fingerprint';
import { clientFor } from '../../testing/http-client';
import { usePlatformApi } from '../../testing/platform-fixture';

const ADMIN = '00000000-0000-4000-8000-000000000002';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';

// The service credential the gateway holds: only with it does the platform store a bot's answer.
const GATEWAY_KEY = 'turn-routes-gateway-key';
const { platform, api } = usePlatformApi({ KB_API_KEY: GATEWAY_KEY });
const fromGateway = { headers: { 'x-api-key': GATEWAY_KEY } };

interface StoredMessage {
  id: string;
  messageType: string;
  content: string;
  messageObject: Record<string, unknown>;
  orderIndex: number;
  authorId: string | null;
  fromBot: boolean;
}

const answer = (text: string, extra: object = {}) => ({
  text,
  session_id: 'kb-session-1',
  sources: [{ title: 'Refund policy', url: 'https://example.org/refunds' }],
  confidence: 0.82,
  retriever_type: 'bm25',
  trace_id: 'trace-7',
  ...extra,
});

async function newConversation(): Promise<string> {
  const created = await api.post('/api/conversations', { userId: ADMIN, botId: SUPPORT_BOT });
  expect(created.status).toBe(201);
  return created.body.id;
}

const turn = (id: string, body: object) =>
  api.post(`/api/conversations/${id}/turns`, body, fromGateway);
const storedMessages = async (id: string): Promise<StoredMessage[]> =>
  (await api.get(`/api/conversations/${id}/messages`)).body;

describe('POST /api/conversations/:id/turns', () => {
  it('stores the question and the answer at the next two indexes, the text once', async () => {
    const id = await newConversation();
    await api.post(`/api/conversations/${id}/messages`, { content: 'Earlier question' });
    const stored = await turn(id, {
      idempotencyKey: 'key-first-turn',
      question: 'Can I get a refund?',
      answer: answer('Yes, within 30 days.'),
    });
    expect(stored.status).toBe(201);
    expect(stored.body.replayed).toBe(false);
    expect(stored.body.userMessage).toMatchObject({
      messageType: 'USER',
      content: 'Can I get a refund?',
      orderIndex: 1,
    });
    expect(stored.body.assistantMessage).toMatchObject({
      messageType: 'ASSISTANT',
      content: 'Yes, within 30 days.',
      orderIndex: 2,
      messageObject: {
        session_id: 'kb-session-1',
        sources: [{ title: 'Refund policy', url: 'https://example.org/refunds' }],
        confidence: 0.82,
        retriever_type: 'bm25',
        trace_id: 'trace-7',
      },
    });
    // The answer's text lives in `content` alone.
    expect(JSON.stringify(stored.body.assistantMessage.messageObject)).not.toContain('30 days');
    const messages = await storedMessages(id);
    expect(messages.map((m) => [m.messageType, m.orderIndex])).toEqual([
      ['USER', 0],
      ['USER', 1],
      ['ASSISTANT', 2],
    ]);
  });

  it('stores a decline as the assistant message', async () => {
    const id = await newConversation();
    const stored = await turn(id, {
      idempotencyKey: 'key-decline',
      question: 'What is the airspeed of a swallow?',
      answer: { text: "I don't know.", outcome: 'declined', sources: [], confidence: 0.05 },
    });
    expect(stored.status).toBe(201);
    expect(stored.body.assistantMessage).toMatchObject({
      content: "I don't know.",
      outcome: 'declined',
      messageObject: { sources: [], confidence: 0.05, session_id: null, trace_id: null },
    });
  });

  it('returns the stored turn for a repeated key and stores nothing new', async () => {
    const id = await newConversation();
    const body = {
      idempotencyKey: 'key-replayed-turn',
      question: 'Opening hours?',
      answer: answer('Nine to five.'),
    };
    const first = await turn(id, body);
    expect(first.status).toBe(201);
    const again = await turn(id, { ...body, answer: answer('A different answer') });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, replayed: true });
    const fingerprint = turnFingerprint(first.body.userMessage.authorId, 'Opening hours?');
    const looked = await api.get(
      `/api/conversations/${id}/turns/key-replayed-turn?fingerprint=${fingerprint}`,
    );
    expect(looked.status).toBe(200);
    expect(looked.body.assistantMessage.id).toBe(first.body.assistantMessage.id);
    expect(await storedMessages(id)).toHaveLength(2);

    const reused = await turn(id, { ...body, question: 'Another question' });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatch(/already used for another question or by another person/);
    // The key is per conversation: another conversation may use it.
    expect((await turn(await newConversation(), body)).status).toBe(201);
  });

  it('stores nothing when the answer cannot be stored, so Retry stores each message once', async () => {
    const id = await newConversation();
    const body = { idempotencyKey: 'key-failed-store', question: 'Where is my parcel?' };
    // PostgreSQL refuses a NUL in text: the user message is written, then the assistant
    // message fails inside the same transaction.
    const failed = await turn(id, { ...body, answer: answer('It is on\u0000its way') });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.body.error).toEqual(expect.any(String));
    expect(await storedMessages(id)).toEqual([]);
    expect((await api.get(`/api/conversations/${id}/turns/key-failed-store`)).status).toBe(404);

    const retried = await turn(id, { ...body, answer: answer('It is on its way.') });
    expect(retried.status).toBe(201);
    const messages = await storedMessages(id);
    expect(messages.map((m) => [m.messageType, m.content, m.orderIndex])).toEqual([
      ['USER', 'Where is my parcel?', 0],
      ['ASSISTANT', 'It is on its way.', 1],
    ]);
  });

  it('keeps each question next to its answer when turns arrive at once', async () => {
    const id = await newConversation();
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        turn(id, {
          idempotencyKey: `key-parallel-${n}`,
          question: `question ${n}`,
          answer: answer(`answer ${n}`),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const messages = await storedMessages(id);
    expect(messages.map((m) => m.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (let index = 0; index < messages.length; index += 2) {
      const n = messages[index]!.content.replace('question ', '');
      expect(messages[index]!.messageType).toBe('USER');
      expect(messages[index + 1]).toMatchObject({
        messageType: 'ASSISTANT',
        content: `answer ${n}`,
      });
    }
  });

  it('stores a turn sent twice at once a single time', async () => {
    const id = await newConversation();
    const body = { idempotencyKey: 'key-double-click', question: 'Hi', answer: answer('Hello') };
    const [a, b] = await Promise.all([turn(id, body), turn(id, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.userMessage.id).toBe(b.body.userMessage.id);
    expect(await storedMessages(id)).toHaveLength(2);
  });

  it('answers 4xx with an error for bad input and unknown conversations', async () => {
    const id = await newConversation();
    const missingKey = await turn(id, { question: 'Hi', answer: answer('Hello') });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.error).toMatch(/idempotencyKey/);
    const badKey = await turn(id, { idempotencyKey: 'a b', question: 'Hi', answer: answer('x') });
    expect(badKey.status).toBe(400);
    const noQuestion = await turn(id, {
      idempotencyKey: 'key-blank',
      question: ' ',
      answer: answer('x'),
    });
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body.error).toMatch(/question is required/);
    const noAnswer = await turn(id, { idempotencyKey: 'key-no-answer', question: 'Hi' });
    expect(noAnswer.status).toBe(400);
    const unknown = await turn('00000000-0000-4000-8000-00000000beef', {
      idempotencyKey: 'key-unknown',
      question: 'Hi',
      answer: answer('x'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Conversation not found');
    expect((await api.get(`/api/conversations/${id}/turns/key-never-used`)).body).toEqual({
      error: 'Turn not found',
    });
    expect(await storedMessages(id)).toEqual([]);
  });

  // Issue 46 item 6: any bot admin could store an "assistant" answer the bot never gave.
  it("stores a bot's answer only from the gateway, and records who wrote each message", async () => {
    const id = await newConversation();
    const body = { idempotencyKey: 'key-not-gateway', question: 'Hi', answer: answer('Planted') };
    const direct = await api.post(`/api/conversations/${id}/turns`, body);
    expect(direct.status).toBe(403);
    expect(direct.body.error).toMatch(/Only the gateway stores a bot's answer/);
    const wrongKey = await api.post(`/api/conversations/${id}/turns`, body, {
      headers: { 'x-api-key': 'not-the-key' },
    });
    expect(wrongKey.status).toBe(403);
    expect(await storedMessages(id)).toEqual([]);

    const stored = await turn(id, { ...body, answer: answer('Hello') });
    expect(stored.status).toBe(201);
    const asker = stored.body.userMessage.authorId as string;
    expect(asker).toEqual(expect.any(String));
    expect(stored.body.userMessage).toMatchObject({
      messageObject: { query: 'Hi', asked_by: asker },
      fromBot: false,
    });
    expect(stored.body.assistantMessage).toMatchObject({ authorId: null, fromBot: true });
    // The spec's message CRUD still takes an "assistant" message: it is the writer's, not the bot's.
    const written = await api.post(`/api/conversations/${id}/messages`, {
      messageType: 'ASSISTANT',
      content: 'A hand-written answer',
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ authorId: asker, fromBot: false });
    // Editing the bot's answer makes it the editor's words.
    const edited = await api.put(`/api/messages/${stored.body.assistantMessage.id}`, {
      content: 'Hello, edited',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ authorId: asker, fromBot: false });
  });

  // Issue 46 item 5: a key reused by another person replayed the first person's turn.
  it('refuses a key reused by another person, and a lookup for another question or person', async () => {
    const id = await newConversation();
    const body = {
      idempotencyKey: 'key-other-person',
      question: 'Refunds?',
      answer: answer('Yes'),
    };
    const first = await turn(id, body);
    expect(first.status).toBe(201);
    const superuser = await clientFor(platform.url, 'superuser@switchboard.local');
    const other = await superuser.post(`/api/conversations/${id}/turns`, body, fromGateway);
    expect(other.status).toBe(409);
    expect(other.body.error).toMatch(/already used for another question or by another person/);

    const lookup = (fingerprint: string) =>
      api.get(`/api/conversations/${id}/turns/key-other-person?fingerprint=${fingerprint}`);
    const asker = first.body.userMessage.authorId as string;
    expect((await lookup(turnFingerprint(asker, 'Refunds?'))).status).toBe(200);
    const someoneElse = '00000000-0000-4000-8000-000000000001';
    for (const fingerprint of [
      turnFingerprint(asker, 'Something else?'),
      turnFingerprint(someoneElse, 'Refunds?'),
      '',
    ]) {
      expect(await lookup(fingerprint)).toMatchObject({
        status: 409,
        body: { error: expect.stringMatching(/already used/) },
      });
    }
    expect(await storedMessages(id)).toHaveLength(2);
  });
});
