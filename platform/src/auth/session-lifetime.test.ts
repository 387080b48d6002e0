import { request, signIn } from '../testing/http-client';
import {
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  TEST_ANON_KEY,
  type TestPlatform,
} from '../testing/test-platform';
import { durationSeconds } from './session-lifetime';

const INACTIVITY_S = 4;
const TIMEBOX_S = 10;
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

let platform: TestPlatform | undefined;

beforeAll(async () => {
  platform = await startTestPlatform({
    GOTRUE_SESSIONS_INACTIVITY_TIMEOUT: `${INACTIVITY_S}s`,
    GOTRUE_SESSIONS_TIMEBOX: `${TIMEBOX_S}s`,
  });
}, PLATFORM_START_TIMEOUT_MS);

afterAll(() => stopTestPlatform(platform), PLATFORM_START_TIMEOUT_MS);

const refresh = (refreshToken: string) =>
  request(platform!.url, 'POST', '/auth/v1/token?grant_type=refresh_token', {
    headers: { apikey: TEST_ANON_KEY },
    body: { refresh_token: refreshToken },
  });
const userStatus = async (accessToken: string) =>
  (
    await request(platform!.url, 'GET', '/auth/v1/user', {
      token: accessToken,
      headers: { apikey: TEST_ANON_KEY },
    })
  ).status;

it('reads the lifetimes as GoTrue spells them', () => {
  expect(durationSeconds('24h', 'X')).toBe(86_400);
  expect(durationSeconds('1h30m', 'X')).toBe(5_400);
  expect(durationSeconds('90s', 'X')).toBe(90);
  expect(durationSeconds('0', 'X')).toBe(0);
  expect(() => durationSeconds('7 days', 'GOTRUE_SESSIONS_TIMEBOX')).toThrow(
    'GOTRUE_SESSIONS_TIMEBOX must be a duration',
  );
});

/** Refreshes every `everySeconds` until `forSeconds` have passed since sign-in; the last pair. */
async function keepRefreshing(everySeconds: number, forSeconds: number) {
  let session = await signIn(platform!.url, 'admin@switchboard.local');
  const started = Date.now();
  while (Date.now() - started < forSeconds * 1000) {
    await sleep(everySeconds);
    const answer = await refresh(session.refresh_token);
    if (answer.status !== 200) return { answer, session };
    session = answer.body;
  }
  return { answer: undefined, session };
}

it('ends a session left idle past the inactivity timeout, while refreshing keeps one alive', async () => {
  // Refreshed every half timeout for longer than the timeout: still alive.
  const active = await keepRefreshing(INACTIVITY_S / 2, INACTIVITY_S + 1);
  expect(active.answer).toBeUndefined();
  expect(await userStatus(active.session.access_token)).toBe(200);
  await sleep(INACTIVITY_S + 1);
  const idle = await refresh(active.session.refresh_token);
  expect(idle.status).toBe(403);
  expect(idle.body).toMatchObject({ error_code: 'session_expired' });
  expect(await userStatus(active.session.access_token)).toBe(403);
});

it('ends a session at its timebox however busy it is', async () => {
  const busy = await keepRefreshing(INACTIVITY_S / 2, TIMEBOX_S + 2);
  expect(busy.answer?.status).toBe(403);
  expect(busy.answer?.body).toMatchObject({ error_code: 'session_expired' });
  expect(await userStatus(busy.session.access_token)).toBe(403);
});
