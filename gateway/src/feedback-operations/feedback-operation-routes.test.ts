/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import type { FakeBotService } from '../testing/fake-bot-service';
import { startInterposer, type Interposer } from '../testing/interposer';
import { startProxiedBot, type ProxiedBot } from '../testing/proxied-bot';
import { testGateway } from '../testing/test-gateway';
import type { TestPlatform } from '@switchboard/platform/testing/signed-in-platform';

const ADMIN_ID = '00000000-0000-4000-8000-000000000002';
// The service credential: the gateway presents it for the writes only it may make.
const SERVICE_KEY = 'feedback-operations-service-key';

let stage: ProxiedBot;
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
let admin: string;
let botId: string;

beforeAll(async () => {
  stage = await startProxiedBot({
    botName: 'feedback-bot',
    serviceKey: SERVICE_KEY,
    proxyTimeoutMs: 1000,
  });
  ({ platform, service, gateway, admin, botId } = stage);
}, 120_000);

afterAll(() => stage?.close());

afterEach(() => service.reset());

/** The bot's service answers each request by method: a status and a body, or never. */
function serviceAnswers(by: Record<string, (url: string) => [number, object] | 'hang'>) {
  service.answerWith((request, response) => {
    const answer = by[request.method]?.(request.url) ?? [404, { error: 'Not found' }];
    if (answer === 'hang') return;
    const [status, body] = answer;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
}

/** A conversation with one stored answer that the bot's service knows by session and trace. */
async function storedAnswer(): Promise<{ conversationId: string; answerId: string }> {
  const created = await platform.api(admin, 'POST', '/api/conversations', {
    userId: ADMIN_ID,
    botId,
  });
  const conversationId = ((await created.json()) as { id: string }).id;
  serviceAnswers({
    POST: () => [200, { answer: 'Nine to five.', session_id: 's-1', trace_id: 't-1' }],
  });
  const turn = await post(`/api/conversations/${conversationId}/turns`, {
    text: 'Opening hours?',
    idempotencyKey: `turn-${conversationId}`,
  });
  expect(turn.statusCode).toBe(201);
  service.reset();
  return { conversationId, answerId: turn.json().assistantMessage.id };
}

const post = (url: string, payload: object, method: 'POST' | 'DELETE' = 'POST') =>
  gateway.inject({
    method,
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${admin}` },
    payload,
  });

async function consoleFeedback(conversationId: string, answerId: string) {
  const response = await platform.api(admin, 'GET', `/api/conversations/${conversationId}`);
  const { messages } = (await response.json()) as {
    messages: { id: string; feedback?: Record<string, unknown> }[];
  };
  return messages.find((m) => m.id === answerId)!.feedback!;
}

describe('POST /api/conversations/:id/messages/:messageId/rating', () => {
  it("rates on the console's record alone, once per key, asking the bot's service nothing", async () => {
    const { conversationId, answerId } = await storedAnswer();
    serviceAnswers({ PUT: () => [500, { error: 'must not be asked' }] });
    const path = `/api/conversations/${conversationId}/messages/${answerId}/rating`;
    const body = { rating: 'down', comment: 'Wrong hours', idempotencyKey: 'rate-key-0001' };
    const first = await post(path, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rating: { rating: 'down', comment: 'Wrong hours' } });
    expect((await consoleFeedback(conversationId, answerId)).rating).toMatchObject({
      rating: 'down',
    });

    const again = await post(path, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(service.received).toHaveLength(0);
  });

  it('answers 4xx with an error for bad input and unknown answers', async () => {
    const { conversationId, answerId } = await storedAnswer();
    const path = `/api/conversations/${conversationId}/messages/${answerId}/rating`;
    expect((await post(path, { rating: 'up' })).json().error).toBe(
      'Invalid request: idempotencyKey: idempotencyKey is required',
    );
    expect((await post(path, { rating: 'meh', idempotencyKey: 'rate-key-0005' })).statusCode).toBe(
      400,
    );
    const unknown = await post(
      `/api/conversations/${conversationId}/messages/00000000-0000-4000-8000-00000000beef/rating`,
      { rating: 'up', idempotencyKey: 'rate-key-0006' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Message not found' });
    expect(service.received).toHaveLength(0);
  });
});

describe('POST /api/conversations/:id/messages/:messageId/improve', () => {
  const improvement = { question: 'Opening hours?', answer: 'Eight to six on weekdays.' };

  it('saves the staff answer and marks the answer improved once per key', async () => {
    const { conversationId, answerId } = await storedAnswer();
    serviceAnswers({ POST: () => [201, { id: 'sa-1', ...improvement }] });
    const path = `/api/conversations/${conversationId}/messages/${answerId}/improve`;
    const body = { ...improvement, idempotencyKey: 'improve-key-0001' };
    const first = await post(path, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ staffAnswerId: 'sa-1', improvedAt: expect.any(String) });
    expect(service.received).toHaveLength(1);
    expect(service.received[0]).toMatchObject({
      method: 'POST',
      url: '/kb/feedback-bot/staff-answers',
    });
    expect(service.received[0]!.headers['idempotency-key']).toBe('improve-key-0001');

    const again = await post(path, body);
    expect(again.json()).toEqual(first.json());
    expect(service.received).toHaveLength(1);
  });

  it('changes neither side when either service refuses', async () => {
    const { conversationId, answerId } = await storedAnswer();
    const path = `/api/conversations/${conversationId}/messages/${answerId}/improve`;
    serviceAnswers({ POST: () => [403, { error: 'Only bot admins manage staff answers' }] });
    const refused = await post(path, { ...improvement, idempotencyKey: 'improve-key-0002' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toBe(
      'Failed to save the staff answer: Only bot admins manage staff answers',
    );
    expect((await consoleFeedback(conversationId, answerId)).improvedAt).toBeNull();

    // The console refuses the staff answer's id (too long): the bot's staff answer is deleted.
    const longId = 'x'.repeat(101);
    service.reset();
    serviceAnswers({
      POST: () => [201, { id: longId, ...improvement }],
      DELETE: () => [204, {}],
    });
    const undone = await post(path, { ...improvement, idempotencyKey: 'improve-key-0003' });
    expect(undone.statusCode).toBe(400);
    expect((await consoleFeedback(conversationId, answerId)).improvedAt).toBeNull();
    expect(service.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /kb/feedback-bot/staff-answers',
      `DELETE /kb/feedback-bot/staff-answers/${longId}`,
    ]);
  });

  it('leaves the console unchanged when the bot does not answer in time', async () => {
    const { conversationId, answerId } = await storedAnswer();
    serviceAnswers({ POST: () => 'hang' });
    const path = `/api/conversations/${conversationId}/messages/${answerId}/improve`;
    const timedOut = await post(path, { ...improvement, idempotencyKey: 'improve-key-0004' });
    expect(timedOut.statusCode).toBe(502);
    expect((await consoleFeedback(conversationId, answerId)).improvedAt).toBeNull();
  });

  // Issue 46 item 4: the Bots API took any staffAnswerId (unknown, another bot's, markup)
  // from any bot admin, and the mark could not be taken back.
  it("takes the mark only from the gateway's operation, and never markup", async () => {
    const { conversationId, answerId } = await storedAnswer();
    const mark = `/api/messages/${answerId}/improved`;
    for (const staffAnswerId of ['sa-unknown', 'sa-of-another-bot']) {
      const direct = await platform.api(admin, 'PUT', mark, { staffAnswerId });
      expect(direct.status).toBe(403);
      expect(((await direct.json()) as { error: string }).error).toMatch(
        /Only the improve operation marks an answer improved/,
      );
    }
    const markup = await platform.api(
      admin,
      'PUT',
      mark,
      { staffAnswerId: '<img src=x onerror=alert(1)>' },
      { 'x-api-key': SERVICE_KEY },
    );
    expect(markup.status).toBe(400);
    expect(((await markup.json()) as { error: string }).error).toMatch(/staffAnswerId must be/);
    expect((await consoleFeedback(conversationId, answerId)).improvedAt).toBeNull();
  });

  it('takes the mark back, so the answer is in Needs review again', async () => {
    const { conversationId, answerId } = await storedAnswer();
    const answerPath = `/api/conversations/${conversationId}/messages/${answerId}`;
    const rated = await post(`${answerPath}/rating`, {
      rating: 'down',
      idempotencyKey: 'rate-key-undo-1',
    });
    expect(rated.statusCode).toBe(200);
    serviceAnswers({ POST: () => [201, { id: 'sa-undo-1', ...improvement }] });
    expect(
      (await post(`${answerPath}/improve`, { ...improvement, idempotencyKey: 'improve-key-undo' }))
        .statusCode,
    ).toBe(200);
    const needsReview = async () => {
      const page = await platform.api(
        admin,
        'GET',
        `/api/message-search?view=needs-review&conversationId=${conversationId}`,
      );
      return ((await page.json()) as { items: { id: string }[] }).items.map((hit) => hit.id);
    };
    expect(await needsReview()).toEqual([]);

    service.reset();
    const cleared = await post(`${answerPath}/improve`, {}, 'DELETE');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ improvedAt: null, staffAnswerId: null });
    expect(await needsReview()).toEqual([answerId]);
    // The staff answer stays the bot's; nothing is asked of its service.
    expect(service.received).toHaveLength(0);
    const again = await post(`${answerPath}/improve`, {}, 'DELETE');
    expect(again.statusCode).toBe(200);
  });
});

describe("improving when the platform stalls past the gateway's timeout", () => {
  const improvement = { question: 'Opening hours?', answer: 'Eight to six on weekdays.' };
  // Its own gateway, in front of the platform through an interposer, with a short platform
  // timeout; a second and a half still leaves a loaded machine's ordinary calls room.
  let bots: Interposer;
  let stalling: FastifyInstance;
  beforeAll(async () => {
    bots = await startInterposer(platform.url);
    stalling = await testGateway({
      PLATFORM_URL: bots.url,
      KNOWLEDGE_API_KEY: SERVICE_KEY,
      PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${service.port}`,
      PROXY_TIMEOUT_MS: '1000',
      GATEWAY_PLATFORM_TIMEOUT_MS: '1500',
    });
  });
  afterAll(async () => {
    await stalling?.close();
    await bots?.close();
  });
  afterEach(() => bots.reset());

  const improve = (path: string, idempotencyKey: string) =>
    stalling.inject({
      method: 'POST',
      url: path,
      headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${admin}` },
      payload: { ...improvement, idempotencyKey },
    });
  const stallMarking = (how: 'hang' | 'hang-after-write') =>
    bots.interpose((method, path) =>
      method === 'PUT' && path.endsWith('/improved') ? how : 'pass',
    );
  const staffAnswerPosts = () => service.received.filter((request) => request.method === 'POST');

  it('does the work once when the console marked the answer but its answer never came', async () => {
    const { conversationId, answerId } = await storedAnswer();
    const path = `/api/conversations/${conversationId}/messages/${answerId}/improve`;
    serviceAnswers({ POST: () => [201, { id: 'sa-stall-1', ...improvement }] });
    stallMarking('hang-after-write');
    expect((await improve(path, 'improve-stall-0001')).statusCode).toBe(502);
    const marked = await consoleFeedback(conversationId, answerId);
    expect(marked).toMatchObject({ staffAnswerId: 'sa-stall-1', improvedAt: expect.any(String) });

    bots.reset();
    const retried = await improve(path, 'improve-stall-0001');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ staffAnswerId: 'sa-stall-1' });
    expect(await consoleFeedback(conversationId, answerId)).toEqual(marked);
    // The retry is answered from the console's key: the bot's service is not asked again.
    expect(staffAnswerPosts()).toHaveLength(1);
  });

  it('finishes once on a retry with the key when the console never took the mark', async () => {
    const { conversationId, answerId } = await storedAnswer();
    const path = `/api/conversations/${conversationId}/messages/${answerId}/improve`;
    serviceAnswers({ POST: () => [201, { id: 'sa-stall-2', ...improvement }] });
    stallMarking('hang');
    expect((await improve(path, 'improve-stall-0002')).statusCode).toBe(502);
    expect((await consoleFeedback(conversationId, answerId)).improvedAt).toBeNull();

    bots.reset();
    const retried = await improve(path, 'improve-stall-0002');
    expect(retried.statusCode).toBe(200);
    expect(await consoleFeedback(conversationId, answerId)).toMatchObject({
      staffAnswerId: 'sa-stall-2',
      improvedAt: expect.any(String),
    });
    // Both asks carry the one key, which the bot's service keeps: one staff answer. Each also
    // names the operation, so the service keeps the staff answer pending until the console
    // records the key and undoes it if it never does (knowledge-service pending-writes/).
    expect(
      staffAnswerPosts().map((request) => [
        request.headers['idempotency-key'],
        request.headers['x-switchboard-console-operation'],
      ]),
    ).toEqual([
      ['improve-stall-0002', 'improve-stall-0002'],
      ['improve-stall-0002', 'improve-stall-0002'],
    ]);
  });
});
