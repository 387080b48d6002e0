/**
 * @jest-environment node
 */
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { encodeSessionCookie, SESSION_COOKIE_NAME } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
import { rawRequest } from '../testing/raw-request';
import { testGateway } from '../testing/test-gateway';
import {
  PASSWORD,
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

// Replays of a probe: a page on another port of the same host posted through the signed-in
// admin's cookie, and revoked tokens kept working for 30 s.
let platform: TestPlatform;
let service: FakeBotService;
let gateway: FastifyInstance;
let gatewayPort: number;
let botId: string;
const HOST = '127.0.0.1:4000';

beforeAll(async () => {
  [platform, service] = await Promise.all([startTestPlatform(), startFakeBotService()]);
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_SERVICE_URL: `http://127.0.0.1:${service.port}/kb/default`,
    PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${service.port}`,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayPort = (gateway.server.address() as AddressInfo).port;
  const admin = await platform.tokenFor('admin@switchboard.local');
  const bot = await platform.api(admin, 'POST', '/api/bots', {
    name: 'Cross-site target',
    botPath: `http://127.0.0.1:${service.port}/kb/target`,
  });
  botId = String(((await bot.json()) as { id: string }).id);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([platform?.close(), service?.close()]);
});

afterEach(() => service.reset());

async function signIn() {
  const response = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEV_SUPABASE_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@switchboard.local', password: PASSWORD }),
  });
  const session = (await response.json()) as { access_token: string; refresh_token: string };
  return {
    token: session.access_token,
    cookie: encodeSessionCookie(JSON.stringify(session)),
  };
}

const formPost = (cookie: string, url: string, headers: Record<string, string> = {}) =>
  gateway.inject({
    method: 'POST',
    url,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    cookies: { [SESSION_COOKIE_NAME]: cookie },
    payload: 'name=planted&message=planted',
  });

describe('cross-site requests riding on the session cookie', () => {
  const targets = [
    '/api/knowledge/documents/',
    '/api/knowledge/collection-stats',
    '/api/bots/proxy',
  ];

  it.each([
    ['another port of the same host', { origin: 'http://127.0.0.1:4999' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a sandboxed frame', { origin: 'null' }],
    ['a same-site fetch', { 'sec-fetch-site': 'same-site' }],
    ['a form with no Origin at all', {}],
  ])('refuses a form POST from %s, storing nothing', async (_label, headers) => {
    const { cookie } = await signIn();
    for (const url of targets) {
      const answer = await formPost(cookie, url, headers);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
      expect(answer.json().error).toMatch(/Cross-site request refused/);
    }
    expect(service.received).toHaveLength(0);
  });

  it("lets the console's own calls through", async () => {
    const { cookie } = await signIn();
    const answer = await gateway.inject({
      method: 'POST',
      url: '/api/knowledge/collection-stats',
      headers: { host: HOST, origin: `http://${HOST}`, 'x-requested-with': 'XMLHttpRequest' },
      cookies: { [SESSION_COOKIE_NAME]: cookie },
      payload: { name: 'Console' },
    });
    expect(answer.statusCode).toBe(200);
    expect(service.received).toHaveLength(1);
  });
});

// The probe's finding: the guard read the raw URL, the router the decoded one, so
// `/%61pi/...` reached the knowledge proxy unguarded and stored a document (201).
describe('cross-site requests with the path spelled another way', () => {
  const spellings = (path: string) => [
    `/%61pi/${path}`,
    `/ap%69/${path}`,
    `/%41PI/${path}`,
    `/api/%6B${path.slice(1)}`,
    `/api%2F${path}`,
    `/api%2f${path}`,
    `/api%252F${path}`,
    `/%2561pi/${path}`,
    `//api/${path}`,
    `/api//${path}`,
    `/./api/${path}`,
    `/api/./${path}`,
    `/%2e/api/${path}`,
    `/x/../api/${path}`,
    `/API/${path}`,
    `/Api/${path}`,
    `/api\\${path}`,
    `http://${HOST}/%61pi/${path}`,
    `http://${HOST}/api/${path}`,
  ];
  const targets = () => [
    ...spellings('knowledge/documents/'),
    ...spellings(`bot-services/${botId}/documents/`),
  ];

  it.each([
    [
      'another port of the same host (no-cors fetch)',
      { origin: 'http://127.0.0.1:4999', 'sec-fetch-site': 'same-site' },
    ],
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a form with no Origin at all', {}],
  ])('refuses every spelling from %s, storing nothing', async (_label, headers) => {
    const { cookie } = await signIn();
    for (const target of targets()) {
      const answer = await rawRequest(
        gatewayPort,
        'POST',
        target,
        {
          host: HOST,
          'content-type': 'text/plain',
          cookie: `${SESSION_COOKIE_NAME}=${cookie}`,
          ...headers,
        },
        'planted',
      );
      const refused = answer.status === 400 || answer.status === 403;
      expect({ target, status: answer.status }).toEqual({
        target,
        status: refused ? answer.status : '400 or 403',
      });
      expect(JSON.parse(answer.body).error).toMatch(/^(Invalid path|Cross-site request refused)/);
    }
    expect(service.received).toHaveLength(0);
  });

  it("refuses odd spellings even from the console's own origin, so no route reads a path the guard did not", async () => {
    const { cookie } = await signIn();
    for (const method of ['GET', 'POST']) {
      for (const target of targets()) {
        const answer = await rawRequest(gatewayPort, method, target, {
          host: HOST,
          origin: `http://${HOST}`,
          'sec-fetch-site': 'same-origin',
          'x-requested-with': 'XMLHttpRequest',
          cookie: `${SESSION_COOKIE_NAME}=${cookie}`,
        });
        expect({ method, target, status: answer.status }).toEqual({ method, target, status: 400 });
        expect(JSON.parse(answer.body).error).toMatch(/^Invalid path: /);
      }
    }
    expect(service.received).toHaveLength(0);
  });

  it('still passes values the console encodes, and ordinary pages', async () => {
    const { cookie } = await signIn();
    const own = {
      host: HOST,
      origin: `http://${HOST}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: `${SESSION_COOKIE_NAME}=${cookie}`,
    };
    const session = await rawRequest(
      gatewayPort,
      'GET',
      '/api/knowledge/chat/s%3A1?q=%2F..%2F',
      own,
    );
    expect(session.status).toBe(200);
    expect(service.received.map((request) => request.url)).toEqual([
      '/kb/default/chat/s%3A1?q=%2F..%2F',
    ]);
    const page = await rawRequest(gatewayPort, 'GET', '/knowledge/documents', {
      host: HOST,
      accept: 'text/html',
    });
    expect(page.status).toBe(200);
  });
});

describe('revocation', () => {
  it('refuses a signed-out token at once, on every call', async () => {
    const { token } = await signIn();
    const read = () =>
      gateway.inject({
        method: 'GET',
        url: '/api/knowledge/documents/',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await read()).statusCode).toBe(200);
    const logout = await fetch(`${platform.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: DEV_SUPABASE_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    service.reset();
    const answers = await Promise.all(Array.from({ length: 31 }, read));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(31).fill(401));
    expect(service.received).toHaveLength(0);
  });
});
