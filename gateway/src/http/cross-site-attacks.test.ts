/**
 * @jest-environment node
 */
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { encodeSessionCookie, SESSION_COOKIE_NAME } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import { startFakeBotService, type FakeBotService } from '../testing/fake-bot-service';
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
const HOST = '127.0.0.1:4000';

beforeAll(async () => {
  [platform, service] = await Promise.all([startTestPlatform(), startFakeBotService()]);
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_SERVICE_URL: `http://127.0.0.1:${service.port}/kb/default`,
  });
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
