/**
 * @jest-environment node
 */
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import type { FastifyInstance } from 'fastify';
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

const API_KEY = 'knowledge-key-for-tests';
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
let admin: string;
const bots: Record<string, string> = {};

const gatewayEnv = (proxyTimeoutMs = 3000) => ({
  PLATFORM_URL: platform.url,
  KNOWLEDGE_API_KEY: API_KEY,
  GOVSTACK_ORIGINS: `http://govstack.localhost:${service.port}`,
  PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${service.port},http://govstack.localhost:${service.port}`,
  // Long enough that no answer on a busy machine runs into it.
  PROXY_TIMEOUT_MS: String(proxyTimeoutMs),
  PROXY_MAX_RESPONSE_BYTES: '4096',
});

beforeAll(async () => {
  [platform, service] = await Promise.all([startTestPlatform(), startFakeBotService()]);
  gateway = await testGateway(gatewayEnv());
  admin = await platform.tokenFor('admin@switchboard.local');
  const addresses = {
    local: `http://127.0.0.1:${service.port}/kb/local-bot`,
    govstack: `http://govstack.localhost:${service.port}/kb/gov-bot`,
    sneaky: `http://localhost:${service.port}/kb/sneaky`,
    private: 'http://10.0.0.1/kb/private',
    metadata: 'http://169.254.169.254/latest',
  };
  for (const [name, botPath] of Object.entries(addresses)) {
    const response = await platform.api(admin, 'POST', '/api/bots', {
      name,
      botPath,
      chatEndpoint: '/chat/',
    });
    expect(response.status).toBe(201);
    bots[name] = botPath;
  }
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([platform?.close(), service?.close()]);
});

afterEach(() => service.reset());

const chat = (body: object, token: string | null = admin, through = gateway) =>
  through.inject({
    method: 'POST',
    url: '/api/bots/proxy',
    // The console's HTTP client always sends the non-simple header the CSRF rule asks for.
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });
const message = (bot: string, extra: object = {}) => ({
  botPath: bots[bot],
  chatEndpoint: '/chat/',
  message: 'How do I renew a permit?',
  session_id: 's-1',
  user_id: 'u-1',
  metadata: { page: 'bots' },
  ...extra,
});

describe('POST /api/bots/proxy', () => {
  it("forwards to a registered bot's chat endpoint and returns the answer fields", async () => {
    service.answerWith((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          answer: 'Fill in form B.',
          session_id: 's-1',
          sources: [{ title: 'Permits' }],
          confidence: 0.8,
          retriever_type: 'bm25',
          trace_id: 't-9',
        }),
      );
    });
    const response = await chat(message('local'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      response: 'Fill in form B.',
      session_id: 's-1',
      sources: [{ title: 'Permits' }],
      confidence: 0.8,
      retriever_type: 'bm25',
      trace_id: 't-9',
      original_response: expect.objectContaining({ answer: 'Fill in form B.' }),
    });
    const [received] = service.received;
    expect(received).toMatchObject({ method: 'POST', url: '/kb/local-bot/chat/' });
    expect(JSON.parse(received!.body.toString())).toEqual({
      message: 'How do I renew a permit?',
      session_id: 's-1',
      user_id: 'u-1',
      metadata: { page: 'bots' },
    });
    // Who asks travels, and that they are a bot admin (staff of the bot's conversations).
    expect(received!.headers['x-switchboard-user-id']).toBe('00000000-0000-4000-8000-000000000002');
    expect(received!.headers['x-switchboard-staff']).toBe('bot-admin');
    // Neither the API key (not a govstack domain) nor the caller's token travels.
    expect(received!.headers['x-api-key']).toBeUndefined();
    expect(received!.headers.authorization).toBeUndefined();
  });

  it('adds the API key only for a govstack domain', async () => {
    expect((await chat(message('govstack'))).statusCode).toBe(200);
    expect(service.received[0]!.headers['x-api-key']).toBe(API_KEY);
    expect(service.received[0]!.url).toBe('/kb/gov-bot/chat/');
  });

  it('refuses an address that is not a registered bot', async () => {
    for (const body of [
      message('local', { botPath: `http://127.0.0.1:${service.port}/kb/other-bot` }),
      message('local', { botPath: `http://127.0.0.1:${service.port}/` }),
      message('local', { chatEndpoint: '/admin/' }),
      message('local', { botPath: 'http://169.254.169.254/latest/meta-data' }),
    ]) {
      const response = await chat(body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/not those of a registered bot/);
    }
    expect(service.received).toHaveLength(0);
  });

  it('refuses registered bots at private addresses off the allow-list, without connecting', async () => {
    for (const bot of ['sneaky', 'private', 'metadata']) {
      const response = await chat(message(bot));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/^Proxy API error: .*non-public address/);
    }
    expect(service.received).toHaveLength(0);
  });

  it('wants a signed-in bot admin', async () => {
    expect((await chat(message('local'), null)).statusCode).toBe(401);
    const forged = await chat(message('local'), 'not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Invalid or expired access token' });
    const applicant = await chat(
      message('local'),
      await platform.tokenFor('applicant@switchboard.local'),
    );
    expect(applicant.statusCode).toBe(403);
    expect(applicant.json().error).toMatch(/Forbidden/);
    expect(service.received).toHaveLength(0);
  });

  it('refuses a signed-out token at once, with the bot never called', async () => {
    const token = await platform.tokenFor('admin@switchboard.local');
    expect((await chat(message('local'), token)).statusCode).toBe(200);
    const logout = await fetch(`${platform.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: DEV_SUPABASE_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    service.reset();
    const refused = await chat(message('local'), token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatch(/Session has ended/);
    expect(service.received).toHaveLength(0);
  });

  it('answers 400 for a malformed body', async () => {
    const response = await chat({ botPath: bots.local, chatEndpoint: '/chat/' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid request: message/);
  });

  it('turns upstream failures, timeouts and oversized answers into 502 with the catalogue text', async () => {
    service.answerWith((_request, response) => response.writeHead(500).end('boom'));
    const failed = await chat(message('local'));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Proxy API error: Internal Server Error' });

    // A bot that never answers meets the limit whatever the machine's speed, so this one
    // call goes through a gateway with a short limit instead of waiting 3 s out.
    service.answerWith(() => undefined);
    const impatient = await testGateway(gatewayEnv(200));
    try {
      const slow = await chat(message('local'), admin, impatient);
      expect(slow.statusCode).toBe(502);
      expect(slow.json().error).toBe('Proxy API error: Upstream did not answer within 200 ms');
    } finally {
      await impatient.close();
    }

    service.answerWith((_request, response) =>
      response.end(JSON.stringify({ answer: 'x'.repeat(10_000) })),
    );
    const huge = await chat(message('local'));
    expect(huge.statusCode).toBe(502);
    expect(huge.json().error).toBe('Proxy API error: Upstream response exceeds 4096 bytes');
  });

  it("keeps the catalogue prefix and adds the service's reason; a refused request stays a 4xx", async () => {
    service.answerWith((_request, response) =>
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'message is at most 4000 characters' })),
    );
    const refused = await chat(message('local'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Proxy API error: Bad Request - message is at most 4000 characters',
    });

    service.answerWith((_request, response) =>
      response
        .writeHead(422, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: [{ msg: 'field required' }, { msg: 'too long' }] })),
    );
    const invalid = await chat(message('local'));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toBe(
      'Proxy API error: Unprocessable Entity - field required; too long',
    );

    service.answerWith((_request, response) =>
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"bad key"}'),
    );
    const unauthorised = await chat(message('local'));
    expect(unauthorised.statusCode).toBe(502);
    expect(unauthorised.json().error).toBe('Proxy API error: Unauthorized - bad key');
  });
});

describe('POST /api/bots/proxy/history', () => {
  const history = (body: object) =>
    gateway.inject({
      method: 'POST',
      url: '/api/bots/proxy/history',
      headers: { authorization: `Bearer ${admin}` },
      payload: body,
    });

  it('reads GET {botPath}/chat/{conversationId} from the registered bot', async () => {
    service.answerWith((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify([{ id: 1, message_type: 'user', message_object: { query: 'hi' } }]),
      );
    });
    const response = await history({
      botPath: bots.govstack,
      chatEndpoint: '/chat/',
      conversationId: 'a b/c',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, message_type: 'user', message_object: { query: 'hi' } },
    ]);
    expect(service.received[0]).toMatchObject({ method: 'GET', url: '/kb/gov-bot/chat/a%20b%2Fc' });
    expect(service.received[0]!.headers['x-api-key']).toBe(API_KEY);
    expect(service.received[0]!.headers['x-switchboard-staff']).toBe('bot-admin');
  });

  it('says "Failed to fetch chat history" when the bot fails, and refuses unregistered bots', async () => {
    service.answerWith((_request, response) => response.writeHead(404).end());
    const failed = await history({
      botPath: bots.local,
      chatEndpoint: '/chat/',
      conversationId: 'gone',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Failed to fetch chat history: Not Found' });
    const stranger = await history({
      botPath: 'http://evil.example/',
      chatEndpoint: '/chat/',
      conversationId: 'x',
    });
    expect(stranger.statusCode).toBe(403);
    expect((await history({ botPath: bots.local, chatEndpoint: '/chat/' })).statusCode).toBe(400);
  });
});
