/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

// Replays of a probe: the knowledge services answered without a credential, the govstack
// key went to any host with "govstack" in its name, and a bot's address turned the
// gateway into a loopback port scanner.
const API_KEY = 'service-credential-for-tests';
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
let admin: string;
const botIds: Record<string, string> = {};

beforeAll(async () => {
  [platform, service] = await Promise.all([
    startTestPlatform({ KB_API_KEY: API_KEY }),
    startFakeBotService(),
  ]);
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: API_KEY,
    GOVSTACK_ORIGINS: `http://govstack.localhost:${service.port}`,
    PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${service.port},http://govstack.localhost:${service.port},${platform.url}`,
  });
  admin = await platform.tokenFor('admin@switchboard.local');
  const addresses = {
    govstack: `http://govstack.localhost:${service.port}/kb/gov`,
    otherPort: `http://govstack.localhost:${service.port + 1}/kb/gov`,
    lookalike: 'https://govstack.attacker.example/kb/gov',
    plain: `http://127.0.0.1:${service.port}/kb/plain`,
    scan: `http://127.0.0.1:${service.port + 1}/`,
    scanShort: `http://127.1:${service.port + 2}/`,
    scanLocalhost: `http://localhost:${service.port}/`,
  };
  for (const [name, botPath] of Object.entries(addresses)) {
    const response = await platform.api(admin, 'POST', '/api/bots', {
      name,
      botPath,
      chatEndpoint: '/chat/',
    });
    botIds[name] = String(((await response.json()) as { id: string }).id);
  }
  const seeded = (await (await platform.api(admin, 'GET', '/api/bots')).json()) as {
    id: string;
    botPath: string;
  }[];
  botIds.own = seeded.find((bot) => bot.botPath.endsWith('/kb/customer-support'))!.id;
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([platform?.close(), service?.close()]);
});

afterEach(() => service.reset());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  gateway.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, payload });

it('the platform refuses /kb calls that skip the gateway', async () => {
  for (const path of ['/kb/default/health', '/kb/customer-support/documents/']) {
    const direct = await fetch(`${platform.url}${path}`);
    expect(direct.status).toBe(401);
  }
});

it("adds the credential for the embedded platform's own bots and the knowledge service", async () => {
  const own = await asAdmin('GET', `/api/bot-services/${botIds.own}/documents/`);
  expect(own.statusCode).toBe(200);
  const general = await asAdmin('GET', '/api/knowledge/documents/');
  expect(general.statusCode).toBe(200);
  expect(own.body + general.body).not.toContain(API_KEY);
});

it('sends the key to a configured govstack origin only', async () => {
  expect((await asAdmin('GET', `/api/bot-services/${botIds.govstack}/health`)).statusCode).toBe(
    200,
  );
  expect(service.received[0]!.headers['x-api-key']).toBe(API_KEY);
  service.reset();
  expect((await asAdmin('GET', `/api/bot-services/${botIds.plain}/health`)).statusCode).toBe(200);
  expect(service.received[0]!.headers['x-api-key']).toBeUndefined();
});

it.each(['lookalike', 'otherPort'])(
  'refuses a govstack look-alike (%s) with a clear error, calling nothing',
  async (name) => {
    const answer = await asAdmin('GET', `/api/bot-services/${botIds[name]}/health`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toMatch(/not a configured govstack origin/);
    expect(service.received).toHaveLength(0);
  },
);

it('refuses to chat with a govstack look-alike', async () => {
  const chat = await asAdmin('POST', '/api/bots/proxy', {
    botPath: `http://govstack.localhost:${service.port + 1}/kb/gov`,
    chatEndpoint: '/chat/',
    message: 'hi',
  });
  expect(chat.statusCode).toBe(403);
  expect(chat.json().error).toMatch(/not a configured govstack origin/);
  expect(service.received).toHaveLength(0);
});

it.each(['scan', 'scanShort', 'scanLocalhost'])(
  'refuses a bot address on a loopback origin off the allow-list (%s), for any method',
  async (name) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await gateway.inject({
        method,
        url: `/api/bot-services/${botIds[name]}/anything`,
        headers: { authorization: `Bearer ${admin}` },
        payload: method === 'GET' ? undefined : { planted: true },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toMatch(/non-public address/);
    }
    expect(service.received).toHaveLength(0);
  },
);
