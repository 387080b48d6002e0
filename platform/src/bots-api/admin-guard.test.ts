import { SignJWT } from 'jose';
import { apiClient, clientFor, type ApiClient } from '../testing/http-client';
import { TEST_JWT_SECRET } from '../testing/test-platform';
import { useTestPlatform } from '../testing/platform-fixture';

const BOT = '00000000-0000-4000-8000-000000000301';
const CONVERSATION = '00000000-0000-4000-8000-000000000401';
const BUSINESS = '00000000-0000-4000-8000-000000000201';
const TYPE = '00000000-0000-4000-8000-000000000101';

/** One read and one write of every route family. */
const ROUTES: [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown][] = [
  ['get', '/api/bots'],
  ['post', '/api/bots', { name: 'X', botPath: 'http://x.test/kb/x' }],
  ['put', `/api/bots/${BOT}/status`, { status: 'INACTIVE' }],
  ['delete', `/api/bots/${BOT}`],
  ['get', '/api/conversations'],
  ['post', '/api/conversations', { userId: '00000000-0000-4000-8000-000000000001', botId: BOT }],
  ['get', `/api/conversations/${CONVERSATION}/messages`],
  ['post', `/api/conversations/${CONVERSATION}/messages`, { content: 'hi' }],
  ['get', '/api/businesses'],
  ['get', '/api/users?q=admin'],
  ['delete', `/api/businesses/${BUSINESS}`],
  ['get', '/api/business-types'],
  ['put', `/api/business-types/${TYPE}`, { name: 'Renamed' }],
  ['get', `/api/images/retrieve?botId=${BOT}`],
  [
    'post',
    '/api/images/upload',
    { imageBuffer: 'AA==', fileName: 'a.png', mimeType: 'image/png', botId: BOT },
  ],
  ['post', '/api/fileupload', {}],
];

const platform = useTestPlatform();

async function expectEveryRoute(client: ApiClient, status: number, message: RegExp) {
  for (const [method, path, body] of ROUTES) {
    const result =
      method === 'get' || method === 'delete'
        ? await client[method](path)
        : await client[method](path, body);
    expect({ route: `${method} ${path}`, status: result.status }).toEqual({
      route: `${method} ${path}`,
      status,
    });
    expect(result.body.error).toMatch(message);
  }
}

it('answers 401 without a token', () =>
  expectEveryRoute(apiClient(platform.url), 401, /Authentication required/));

it('answers 401 for a forged or malformed token', () =>
  expectEveryRoute(apiClient(platform.url, 'abc.def.ghi'), 401, /Invalid or expired/));

it('answers 401 for an expired token', async () => {
  const admin = await clientFor(platform.url);
  const { body: bots } = await admin.get('/api/bots');
  expect(bots.length).toBeGreaterThan(0);
  const expired = await new SignJWT({
    session_id: '00000000-0000-4000-8000-00000000abcd',
    email: 'admin@switchboard.local',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('00000000-0000-4000-8000-000000000002')
    .setAudience('authenticated')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  await expectEveryRoute(apiClient(platform.url, expired), 401, /Invalid or expired/);
});

it('answers 403 to roles that are not bot admins', async () => {
  for (const email of [
    'applicant@switchboard.local',
    'employee@switchboard.local',
    'hiringmanager@switchboard.local',
  ]) {
    await expectEveryRoute(await clientFor(platform.url, email), 403, /bot admins/);
  }
});

it('answers 403 to an admin whose e-mail fails the admin-area rule', async () => {
  await expectEveryRoute(await clientFor(platform.url, 'outsider@example.com'), 403, /bot admins/);
});

it('serves superuser and admin', async () => {
  for (const email of ['superuser@switchboard.local', 'admin@switchboard.local']) {
    expect((await (await clientFor(platform.url, email)).get('/api/bots')).status).toBe(200);
  }
});

it('answers 404 JSON for unknown routes', async () => {
  const result = await (await clientFor(platform.url)).get('/api/nothing-here');
  expect(result.status).toBe(404);
  expect(result.body.error).toMatch(/not found/);
});
