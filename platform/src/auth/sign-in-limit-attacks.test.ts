import { request } from '../testing/http-client';
import { TEST_ANON_KEY } from '../testing/test-platform';
import { useTestPlatform } from '../testing/platform-fixture';

// Replays of a probe: 30 wrong passwords locked an account for everyone (its owner's
// correct password included), and everyone signing in through the gateway shared one
// address budget, while any client could claim another address in X-Forwarded-For.
const SERVICE_KEY = 'sign-in-limits-service-credential';
const platform = useTestPlatform({
  KB_API_KEY: SERVICE_KEY,
  AUTH_RATE_LIMIT_PER_EMAIL: '5',
  AUTH_RATE_LIMIT_PER_IP: '15',
});

const RIGHT = 'switchboard';

/** A sign-in as the gateway makes it for a browser at `address`. */
const viaGateway = (address: string, email: string, password: string) =>
  request(platform.url, 'POST', '/auth/v1/token?grant_type=password', {
    headers: { apikey: TEST_ANON_KEY, 'x-api-key': SERVICE_KEY, 'x-forwarded-for': address },
    body: { email, password },
  });

/** A sign-in straight to the platform, with whatever headers the caller chooses. */
const direct = (email: string, password: string, headers: Record<string, string> = {}) =>
  request(platform.url, 'POST', '/auth/v1/token?grant_type=password', {
    headers: { apikey: TEST_ANON_KEY, ...headers },
    body: { email, password },
  });

it('a lockout attempt from address A does not stop the right password from address B', async () => {
  const victim = 'hiringmanager@switchboard.local';
  for (let i = 0; i < 5; i += 1)
    expect((await viaGateway('203.0.113.1', victim, 'guess')).status).toBe(400);
  const locked = await viaGateway('203.0.113.1', victim, RIGHT);
  expect(locked.status).toBe(429);
  expect(locked.body.code).toBe('over_request_rate_limit');
  expect((await viaGateway('203.0.113.2', victim, RIGHT)).status).toBe(200);
  expect((await direct(victim, RIGHT)).status).toBe(200);
});

it('gives each browser behind the gateway its own address budget', async () => {
  let status = 0;
  for (let i = 0; i < 20 && status !== 429; i += 1)
    status = (await viaGateway('203.0.113.3', `spray${i}@switchboard.local`, 'x')).status;
  expect(status).toBe(429);
  expect((await viaGateway('203.0.113.4', 'employee@switchboard.local', RIGHT)).status).toBe(200);
});

it.each([
  ['no credential', {}],
  ['a wrong credential', { 'x-api-key': 'guessed' }],
])(
  'ignores X-Forwarded-For from a client with %s',
  async (_label, credential: Record<string, string>) => {
    const account = credential['x-api-key']
      ? 'superuser@switchboard.local'
      : 'admin@switchboard.local';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const spoofed = { ...credential, 'x-forwarded-for': `198.51.100.${i + 10}` };
      statuses.push((await direct(account, 'guess', spoofed)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The gateway's browsers are not charged for what the spoofer did.
    expect((await viaGateway('198.51.100.10', account, RIGHT)).status).toBe(200);
  },
);
