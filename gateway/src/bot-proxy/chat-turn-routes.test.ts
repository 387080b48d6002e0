/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import type { FakeBotService } from '../testing/fake-bot-service';
import { startProxiedBot, type ProxiedBot } from '../testing/proxied-bot';
import type { TestPlatform } from '@switchboard/platform/testing/signed-in-platform';

const ADMIN_ID = '00000000-0000-4000-8000-000000000002';
// The service credential: the platform stores a bot's answer only with it, from the gateway.
const SERVICE_KEY = 'chat-turn-service-key';

let stage: ProxiedBot;
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
let admin: string;
let botId: string;

beforeAll(async () => {
  stage = await startProxiedBot({
    botName: 'turn-bot',
    serviceKey: SERVICE_KEY,
    proxyTimeoutMs: 3000,
  });
  ({ platform, service, gateway, admin, botId } = stage);
}, 120_000);

afterAll(() => stage?.close());

afterEach(() => service.reset());

async function newConversation(): Promise<string> {
  const created = await platform.api(admin, 'POST', '/api/conversations', {
    userId: ADMIN_ID,
    botId,
    metadata: { channel: 'console' },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const sendTurn = (conversationId: string, body: object, headers: Record<string, string> = {}) =>
  gateway.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/turns`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${admin}`,
      ...headers,
    },
    payload: body,
  });

interface Stored {
  messageType: string;
  content: string;
  orderIndex: number;
  messageObject: Record<string, unknown>;
}

async function storedMessages(conversationId: string): Promise<Stored[]> {
  const response = await platform.api(
    admin,
    'GET',
    `/api/conversations/${conversationId}/messages`,
  );
  return (await response.json()) as Stored[];
}

const answering = (answer: object) =>
  service.answerWith((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });

describe('POST /api/conversations/:id/turns', () => {
  it("asks the conversation's bot and stores the question and the answer once", async () => {
    const id = await newConversation();
    answering({
      answer: 'Fill in form B.',
      session_id: 'kb-1',
      sources: [{ title: 'Permits' }],
      confidence: 0.8,
      retriever_type: 'bm25',
      trace_id: 't-9',
    });
    const response = await sendTurn(id, {
      text: 'How do I renew a permit?',
      idempotencyKey: 'turn-key-0001',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      replayed: false,
      userMessage: { content: 'How do I renew a permit?', orderIndex: 0 },
      assistantMessage: { content: 'Fill in form B.', orderIndex: 1 },
    });
    const [received] = service.received;
    expect(received).toMatchObject({ method: 'POST', url: '/kb/turn-bot/chat/' });
    expect(JSON.parse(received!.body.toString())).toEqual({
      message: 'How do I renew a permit?',
      session_id: null,
      user_id: ADMIN_ID,
      metadata: { channel: 'console', conversationId: id },
    });
    expect(received!.headers['x-switchboard-staff']).toBe('bot-admin');
    // The console stores the turn, so the bot's service keeps no copy of it.
    expect(received!.headers['x-switchboard-recorded-by']).toBe('console');
    expect(received!.headers.authorization).toBeUndefined();
    const messages = await storedMessages(id);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({
      messageType: 'ASSISTANT',
      content: 'Fill in form B.',
      messageObject: {
        session_id: 'kb-1',
        sources: [{ title: 'Permits' }],
        confidence: 0.8,
        retriever_type: 'bm25',
        trace_id: 't-9',
      },
    });
    expect(JSON.stringify(messages[1]!.messageObject)).not.toContain('form B');

    // The next turn continues the knowledge session the answer named.
    service.reset();
    answering({ answer: 'Yes.' });
    expect(
      (await sendTurn(id, { text: 'Online too?', idempotencyKey: 'turn-key-0002' })).statusCode,
    ).toBe(201);
    expect(JSON.parse(service.received[0]!.body.toString()).session_id).toBe('kb-1');
  });

  it('stores each message once when the store fails and the user presses Retry', async () => {
    const id = await newConversation();
    const body = { text: 'Where is my parcel?', idempotencyKey: 'turn-key-retry-1' };
    // The bot answers, then storing fails: PostgreSQL refuses the NUL in the answer after
    // the question's row was written in the same transaction.
    answering({ answer: 'On\u0000its way' });
    const failed = await sendTurn(id, body);
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(failed.json().error).toEqual(expect.any(String));
    expect(await storedMessages(id)).toEqual([]);

    answering({ answer: 'On its way.' });
    const retried = await sendTurn(id, body);
    expect(retried.statusCode).toBe(201);
    // A second Retry (the answer of the first was lost) returns the stored turn and
    // neither asks the bot nor stores anything.
    service.reset();
    const again = await sendTurn(id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...retried.json(), replayed: true });
    expect(service.received).toHaveLength(0);
    const messages = await storedMessages(id);
    expect(messages.map((m) => [m.messageType, m.content, m.orderIndex])).toEqual([
      ['USER', 'Where is my parcel?', 0],
      ['ASSISTANT', 'On its way.', 1],
    ]);
  });

  it('stores a decline as the answer, and nothing when the bot fails', async () => {
    const id = await newConversation();
    service.answerWith((_request, response) => response.writeHead(500).end('boom'));
    const failed = await sendTurn(id, { text: 'Hello?', idempotencyKey: 'turn-key-fail-1' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Proxy API error: Internal Server Error' });
    expect(await storedMessages(id)).toEqual([]);

    answering({ answer: "I don't know.", outcome: 'declined', sources: [], confidence: 0.02 });
    const declined = await sendTurn(id, { text: 'Hello?', idempotencyKey: 'turn-key-fail-1' });
    expect(declined.statusCode).toBe(201);
    expect(declined.json().assistantMessage).toMatchObject({
      content: "I don't know.",
      outcome: 'declined',
    });
  });

  it('keeps each question beside its answer when two tabs send at once', async () => {
    const id = await newConversation();
    service.answerWith((request, response) => {
      const { message } = JSON.parse(request.body.toString()) as { message: string };
      response.setHeader('content-type', 'application/json');
      // The first question is answered last, so the bot's order differs from the sending order.
      setTimeout(
        () => response.end(JSON.stringify({ answer: `re: ${message}` })),
        message === 'tab 1' ? 150 : 0,
      );
    });
    const [one, two] = await Promise.all([
      sendTurn(id, { text: 'tab 1', idempotencyKey: 'turn-key-tab-1' }),
      sendTurn(id, { text: 'tab 2', idempotencyKey: 'turn-key-tab-2' }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const messages = await storedMessages(id);
    expect(messages.map((m) => [m.orderIndex, m.content])).toEqual([
      [0, 'tab 2'],
      [1, 're: tab 2'],
      [2, 'tab 1'],
      [3, 're: tab 1'],
    ]);
  });

  // Issue 46 item 5: a stored key replayed its turn (200, replayed) for another question or
  // another caller, dropping the new question, where the platform answers 409.
  it('refuses a key reused for another question or by another person, asking the bot nothing', async () => {
    const id = await newConversation();
    answering({ answer: 'Nine to five.' });
    const first = await sendTurn(id, {
      text: 'Opening hours?',
      idempotencyKey: 'turn-key-reuse-1',
    });
    expect(first.statusCode).toBe(201);
    service.reset();
    answering({ answer: 'must not be asked' });

    const otherQuestion = await sendTurn(id, {
      text: 'Can I return a gift?',
      idempotencyKey: 'turn-key-reuse-1',
    });
    expect(otherQuestion.statusCode).toBe(409);
    expect(otherQuestion.json().error).toMatch(
      /already used for another question or by another person/,
    );
    const otherPerson = await sendTurn(
      id,
      { text: 'Opening hours?', idempotencyKey: 'turn-key-reuse-1' },
      { authorization: `Bearer ${await platform.tokenFor('superuser@switchboard.local')}` },
    );
    expect(otherPerson.statusCode).toBe(409);
    expect(service.received).toHaveLength(0);
    expect((await storedMessages(id)).map((m) => m.content)).toEqual([
      'Opening hours?',
      'Nine to five.',
    ]);
    // The same person asking the same again is a retry: the stored turn, the bot not asked.
    const retry = await sendTurn(id, {
      text: 'Opening hours?',
      idempotencyKey: 'turn-key-reuse-1',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().replayed).toBe(true);
  });

  // Issue 46 item 6: a staff follow-up was stored without who asked.
  it("records who asked on the question, a staff member's follow-up included", async () => {
    const id = await newConversation();
    answering({ answer: 'Yes.' });
    const superuser = await platform.tokenFor('superuser@switchboard.local');
    const followUp = await sendTurn(
      id,
      { text: 'Did you get the form?', idempotencyKey: 'turn-key-staff-1' },
      { authorization: `Bearer ${superuser}` },
    );
    expect(followUp.statusCode).toBe(201);
    const { userMessage, assistantMessage } = followUp.json();
    expect(userMessage.authorId).not.toBe(ADMIN_ID);
    expect(userMessage.messageObject).toEqual({
      query: 'Did you get the form?',
      asked_by: userMessage.authorId,
    });
    expect(assistantMessage).toMatchObject({ fromBot: true, authorId: null });
  });

  it('wants a signed-in bot admin, a same-site call and a well-formed body', async () => {
    const id = await newConversation();
    const body = { text: 'Hi', idempotencyKey: 'turn-key-auth-1' };
    const anonymous = await gateway.inject({
      method: 'POST',
      url: `/api/conversations/${id}/turns`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const applicant = await sendTurn(id, body, {
      authorization: `Bearer ${await platform.tokenFor('applicant@switchboard.local')}`,
    });
    expect(applicant.statusCode).toBe(403);
    expect(applicant.json().error).toMatch(/Forbidden/);
    const foreign = await sendTurn(id, body, { origin: 'http://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatch(/Cross-site request refused/);

    const blank = await sendTurn(id, { text: ' ', idempotencyKey: 'turn-key-auth-1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/^Invalid request: text/);
    expect((await sendTurn(id, { text: 'Hi' })).statusCode).toBe(400);
    const unknown = await sendTurn('00000000-0000-4000-8000-00000000beef', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Conversation not found' });
    expect(service.received).toHaveLength(0);
    expect(await storedMessages(id)).toEqual([]);
  });
});
