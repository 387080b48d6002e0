/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

// Replays of the second probe against the real platform and its knowledge services: the
// per-bot routes named no caller, so the service believed `user_id`, and any bot admin
// could delete, read or write into another user's chat session by naming its owner; a bot
// pointed at the general service opened an admin's personal playground to a superuser.
const API_KEY = 'service-credential-for-tests';
let platform: TestPlatform;
let gateway: FastifyInstance;
const owner = { token: '', id: '' };
const other = { token: '', id: '' };
let supportBot: string;
let playgroundBot: { id: string; botPath: string };

const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

beforeAll(async () => {
  platform = await startTestPlatform({ KB_API_KEY: API_KEY });
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: API_KEY,
    PROXY_ALLOWED_ORIGINS: platform.url,
  });
  owner.token = await platform.tokenFor('admin@switchboard.local');
  other.token = await platform.tokenFor('superuser@switchboard.local');
  owner.id = userIdOf(owner.token);
  other.id = userIdOf(other.token);
  const bots = (await (await platform.api(owner.token, 'GET', '/api/bots')).json()) as {
    id: string;
    botPath: string;
  }[];
  supportBot = String(bots.find((bot) => bot.botPath.endsWith('/kb/customer-support'))!.id);
  const botPath = `${platform.url}/kb/default`;
  const created = await platform.api(other.token, 'POST', '/api/bots', {
    name: 'Door to the playground',
    botPath,
    chatEndpoint: '/chat/',
  });
  expect(created.status).toBe(201);
  playgroundBot = { id: String(((await created.json()) as { id: string }).id), botPath };
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  gateway.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}`, 'x-requested-with': 'XMLHttpRequest' },
    ...(payload ? { payload } : {}),
  });

async function startSession(base: string) {
  const started = await call(owner, 'POST', `${base}/chat/`, {
    message: 'How do I reset my password?',
    user_id: owner.id,
  });
  expect(started.statusCode).toBe(200);
  return started.json().session_id as string;
}

const messagesSeenByOwner = async (base: string, sessionId: string) => {
  const history = await call(owner, 'GET', `${base}/chat/${sessionId}`);
  expect(history.statusCode).toBe(200);
  return (history.json().messages as { message_object: Record<string, unknown> }[]).map(
    (message) => message.message_object.query ?? 'answer',
  );
};

describe("another bot admin through /api/bot-services/:id, on a bot's service", () => {
  const base = () => `/api/bot-services/${supportBot}`;

  it("cannot delete or write into a user's session by naming its owner", async () => {
    const sessionId = await startSession(base());
    const path = `${base()}/chat/${sessionId}`;

    const deleted = await call(other, 'DELETE', `${path}?user_id=${owner.id}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error).toBe('This chat session belongs to another user');

    const asOwner = await call(other, 'POST', `${base()}/chat/`, {
      message: 'Planted as the owner',
      user_id: owner.id,
      session_id: sessionId,
    });
    expect(asOwner.statusCode).toBe(400);
    const asStaff = await call(other, 'POST', `${base()}/chat/`, {
      message: 'Planted as staff',
      user_id: other.id,
      session_id: sessionId,
    });
    expect(asStaff.statusCode).toBe(403);

    expect(await messagesSeenByOwner(base(), sessionId)).toEqual([
      'How do I reset my password?',
      'answer',
    ]);
  });

  it('may read it, as staff, without naming anyone', async () => {
    const sessionId = await startSession(base());
    const read = await call(other, 'GET', `${base()}/chat/${sessionId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages).toHaveLength(2);
  });
});

describe("a superuser and an admin's personal playground session", () => {
  it('stays closed through a bot pointed at the general service, by every route', async () => {
    const sessionId = await startSession('/api/knowledge');
    const door = `/api/bot-services/${playgroundBot.id}/chat/${sessionId}`;

    expect((await call(other, 'GET', `${door}?user_id=${owner.id}`)).statusCode).toBe(403);
    expect((await call(other, 'GET', door)).statusCode).toBe(403);
    expect((await call(other, 'DELETE', `${door}?user_id=${owner.id}`)).statusCode).toBe(403);
    const address = { botPath: playgroundBot.botPath, chatEndpoint: '/chat/' };
    const history = await call(other, 'POST', '/api/bots/proxy/history', {
      ...address,
      conversationId: sessionId,
    });
    // The service's 403 reaches the browser as the chat proxy reports any refusal.
    expect(history.json()).toEqual({
      error: 'Failed to fetch chat history: Forbidden - This chat session belongs to another user',
    });
    const reply = await call(other, 'POST', '/api/bots/proxy', {
      ...address,
      message: 'Planted through the chat proxy',
      session_id: sessionId,
      user_id: other.id,
    });
    expect(reply.json().error).toMatch(/^Proxy API error: Forbidden - /);
    expect((await call(other, 'GET', `/api/knowledge/chat/${sessionId}`)).statusCode).toBe(403);

    expect(await messagesSeenByOwner('/api/knowledge', sessionId)).toEqual([
      'How do I reset my password?',
      'answer',
    ]);
  });
});
