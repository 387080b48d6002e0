import { request, signIn } from '../testing/http-client';
import {
  createTestStorage,
  startTestPlatform,
  stopTestPlatform,
  testBackend,
  TEST_ANON_KEY,
  type TestPlatform,
  type TestStorage,
} from '../testing/test-platform';

// Two platform instances on one PostgreSQL (PGlite cannot be shared): the refresh-token
// reuse interval must hold across them, as it does within one.
const onPostgres = testBackend() === 'postgres';
let storage: TestStorage;
let first: TestPlatform;
let second: TestPlatform;
beforeAll(async () => {
  if (!onPostgres) return;
  storage = await createTestStorage();
  first = await startTestPlatform({}, storage);
  second = await startTestPlatform({ PLATFORM_SEED_IF_EMPTY: 'false' }, storage);
}, 240_000);
afterAll(async () => {
  await stopTestPlatform(second, true);
  await stopTestPlatform(first);
});

const refresh = (platform: TestPlatform, token: string) =>
  request(platform.url, 'POST', '/auth/v1/token?grant_type=refresh_token', {
    headers: { apikey: TEST_ANON_KEY },
    body: { refresh_token: token },
  });

(onPostgres ? it : it.skip)(
  'two tabs refreshing one token on two instances both stay signed in with one child',
  async () => {
    const session = await signIn(first.url, 'employee@switchboard.local');
    const answers = await Promise.all([
      refresh(first, session.refresh_token),
      refresh(second, session.refresh_token),
      refresh(second, session.refresh_token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const children = new Set(answers.map((answer) => answer.body.refresh_token));
    expect(children.size).toBe(1);
    expect((await refresh(first, [...children][0]!)).status).toBe(200);
  },
);
