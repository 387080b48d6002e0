import { request, signIn } from '../testing/http-client';
import { runSql } from '../testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  TEST_ANON_KEY,
  type TestPlatform,
  testBackend,
  type TestStorage,
} from '../testing/test-platform';
import { durationSeconds } from './session-lifetime';

/**
 * Lifetimes no test run lasts: a session is aged by moving its stored times back rather
 * than by waiting them out. The platform judges a session by the database's clock against
 * those times, so an aged one is what a session that old is; and no answer here depends on
 * how fast the machine refreshes.
 */
const LIFETIMES = { GOTRUE_SESSIONS_INACTIVITY_TIMEOUT: '1h', GOTRUE_SESSIONS_TIMEBOX: '10h' };
const MINUTE = 60;
const INACTIVITY_S = 60 * MINUTE;
const TIMEBOX_S = 10 * 60 * MINUTE;

let storage: TestStorage;
let platform: TestPlatform | undefined;

beforeAll(async () => {
  storage = await createTestStorage();
  platform = await startTestPlatform(LIFETIMES, storage);
}, PLATFORM_START_TIMEOUT_MS);

afterAll(async () => {
  await stopTestPlatform(platform, true);
  await storage?.dispose();
}, PLATFORM_START_TIMEOUT_MS);

type Session = Awaited<ReturnType<typeof signIn>>;

const sessionId = (session: Session) =>
  (
    JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    }
  ).session_id;

/** Sets a session's sign-in (`created_at`) and last refresh (`updated_at`) this many seconds ago. */
const aged = (session: Session, signedIn: number, refreshed: number) =>
  `UPDATE auth_sessions SET created_at = now() - make_interval(secs => ${signedIn}),
     updated_at = now() - make_interval(secs => ${refreshed})
   WHERE id = '${sessionId(session)}'`;

/**
 * Runs `statements` on the platform's store and answers the last one's rows. PGlite has one
 * process, so the platform is stopped for them and started again on the same store;
 * PostgreSQL takes them beside the running platform.
 */
async function inStore(statements: string[]): Promise<unknown[]> {
  if (testBackend() === 'postgres') return runSql(storage, statements);
  await stopTestPlatform(platform, true);
  platform = undefined;
  const rows = runSql(storage, statements);
  platform = await startTestPlatform(LIFETIMES, storage);
  return rows;
}

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

it(
  'ends a session left idle past the inactivity timeout, or past its timebox however busy, while refreshing keeps one alive',
  async () => {
    const idle = await signIn(platform!.url, 'admin@switchboard.local');
    const busy = await signIn(platform!.url, 'admin@switchboard.local');
    const boxed = await signIn(platform!.url, 'admin@switchboard.local');
    // Refreshed once each (the sign-ins work), then aged: the idle one was last refreshed
    // past the inactivity timeout; the busy one signed in longer ago than that but
    // refreshed within it; the boxed one refreshed a minute ago but signed in past its timebox.
    const refreshed = await Promise.all([idle, busy, boxed].map((s) => refresh(s.refresh_token)));
    expect(refreshed.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [idleNow, busyNow, boxedNow] = refreshed.map((answer) => answer.body as Session);
    const busyAged = await inStore([
      aged(idleNow!, INACTIVITY_S + MINUTE, INACTIVITY_S + MINUTE),
      aged(boxedNow!, TIMEBOX_S + MINUTE, MINUTE),
      // Only if its refresh moved its last use past its sign-in, as a refresh must.
      `${aged(busyNow!, 3 * INACTIVITY_S, INACTIVITY_S - 5 * MINUTE)}
         AND updated_at > created_at RETURNING id`,
    ]);
    expect(busyAged).toHaveLength(1);

    const stillBusy = await refresh(busyNow!.refresh_token);
    expect(stillBusy.status).toBe(200);
    expect(await userStatus((stillBusy.body as Session).access_token)).toBe(200);

    for (const ended of [idleNow!, boxedNow!]) {
      const answer = await refresh(ended.refresh_token);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error_code: 'session_expired' });
      expect(await userStatus(ended.access_token)).toBe(403);
    }
  },
  3 * PLATFORM_START_TIMEOUT_MS,
);
