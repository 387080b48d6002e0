/**
 * @jest-environment node
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { testGateway } from '../testing/test-gateway';
import {
  PASSWORD,
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

// Replays of a probe through the gateway: everyone signing in shared the gateway's one
// address budget, so one stranger's guesses locked every browser out of an account.
const API_KEY = 'sign-in-limit-service-credential';
let platform: TestPlatform;
let gateway: FastifyInstance;

beforeAll(async () => {
  platform = await startTestPlatform({
    KB_API_KEY: API_KEY,
    AUTH_RATE_LIMIT_PER_EMAIL: '3',
    AUTH_RATE_LIMIT_PER_IP: '50',
  });
  gateway = await testGateway({ PLATFORM_URL: platform.url, KNOWLEDGE_API_KEY: API_KEY });
}, 240_000);

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

/** A browser at one address, with its cookie jar, signing in through the credentials form. */
function browserAt(remoteAddress: string, headers: Record<string, string> = {}) {
  const jar: Record<string, string> = {};
  const send = async (options: InjectOptions) => {
    const response = await gateway.inject({
      ...options,
      remoteAddress,
      headers: { ...headers, ...options.headers },
      cookies: { ...jar },
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string }>)
      jar[cookie.name] = cookie.value;
    return response;
  };
  return async (email: string, password: string) => {
    const { csrfToken } = (await send({ url: '/api/auth/csrf' })).json();
    const response = await send({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password, csrfToken, callbackUrl: '/bots' }).toString(),
    });
    return response.headers.location === '/bots' ? 'signed in' : 'refused';
  };
}

it("a stranger's lockout attempt does not stop the owner signing in from another address", async () => {
  const victim = 'hiringmanager@switchboard.local';
  const stranger = browserAt('203.0.113.20');
  for (let i = 0; i < 3; i += 1) expect(await stranger(victim, 'guess')).toBe('refused');
  expect(await stranger(victim, PASSWORD)).toBe('refused');
  expect(await browserAt('203.0.113.21')(victim, PASSWORD)).toBe('signed in');
});

it('ignores an X-Forwarded-For the browser sends to the gateway', async () => {
  const account = 'employee@switchboard.local';
  const spoofer = (n: number) =>
    browserAt('203.0.113.30', { 'x-forwarded-for': `198.51.100.${n}` })(account, 'guess');
  for (let i = 0; i < 3; i += 1) expect(await spoofer(i)).toBe('refused');
  const spoofedRight = browserAt('203.0.113.30', { 'x-forwarded-for': '198.51.100.99' });
  expect(await spoofedRight(account, PASSWORD)).toBe('refused');
  expect(await browserAt('203.0.113.31')(account, PASSWORD)).toBe('signed in');
});
