import { SEED_BOTS, SEED_USERS } from './seed/seed-data';
import { untilListening } from './testing/child-service';
import { runSql } from './testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  spawnPlatform,
  stopTestPlatform,
  startTestPlatform,
  testBackend,
  type TestStorage,
} from './testing/test-platform';
import { until } from './testing/until';

let storage: TestStorage | undefined;
afterAll(() => storage?.dispose());
// Two starts cut short and one full start, on one store.
jest.setTimeout(3 * PLATFORM_START_TIMEOUT_MS);

/*
 * One store through three starts: the first stopped while it opens the database, the second
 * (then the first to seed) stopped inside its seed, the third finishing that seed. Each stop
 * is proved on a store the previous one left, as a platform restarted after it finds it.
 */
it('a stop that arrives while the platform starts waits for the start, then closes cleanly', async () => {
  // Opening the database alone takes seconds, time enough to be interrupted.
  storage = await createTestStorage();
  // What is proved is the order (the start, then a clean close), not how fast: the default
  // 9 s deadline ran out on a machine at load 22 while the database was still opening.
  const child = spawnPlatform(storage, { SHUTDOWN_TIMEOUT_MS: String(PLATFORM_START_TIMEOUT_MS) });
  const starting = await untilListening(child, /\[platform\] (starting)/, 'platform');
  child.kill('SIGTERM');
  expect(await starting.exited).toBe(0);
  expect(starting.output()).toContain('SIGTERM: closing');
  // The stop must arrive before the start finished, or this would test an ordinary stop.
  const output = starting.output();
  const listened = output.indexOf('listening on');
  expect(listened === -1 || output.indexOf('SIGTERM: closing') < listened).toBe(true);
});

it('a stop while the first start seeds answers 503 at once, exits cleanly in time, and the next start serves and finishes the seed', async () => {
  // The store the interrupted start left: the next start opens it, and seeds it (the seed
  // never finished), so a start that stops in its seed is proved there.
  const timeoutMs = 6_000;
  // The starter documents make the seed last seconds: the stop lands inside it.
  const child = spawnPlatform(storage!, {
    PLATFORM_SEED_KNOWLEDGE: 'true',
    SHUTDOWN_DRAIN_MS: '1000',
    SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
  });
  const seeding = await untilListening(
    child,
    /\[platform\] seeding the first start on (http:\/\/\S+)/,
    'platform',
  );
  const signalled = Date.now();
  child.kill('SIGTERM');
  await until('the stop to begin', async () =>
    seeding.output().includes('SIGTERM: closing') ? true : undefined,
  );
  const readiness = await fetch(`${seeding.url}/readyz`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toMatchObject({ checks: { shutdown: expect.any(String) } });
  expect(await seeding.exited).toBe(0);
  // The watchdog kills at the deadline, so an exit of 0 came from a stop within it.
  const tookMs = Date.now() - signalled;
  console.log(`[shutdown] platform on ${testBackend()} stopped mid-seed in ${tookMs} ms`);
  expect(seeding.output()).not.toContain('listening on');

  const seededRows = () =>
    runSql<{ users: number; bots: number; documents: number; finished: boolean }>(storage!, [
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM bots)::int AS bots,
              (SELECT count(*) FROM kb_documents)::int AS documents,
              coalesce((SELECT finished_at IS NOT NULL FROM seed_runs), false) AS finished`,
    ])[0]!;
  expect(seededRows().finished).toBe(false);

  // The next start serves and goes on with the seed, though it finds accounts already stored.
  const platform = await startTestPlatform({ PLATFORM_SEED_KNOWLEDGE: 'true' }, storage);
  const health = await fetch(`${platform.url}/health`);
  expect(health.status).toBe(200);
  await stopTestPlatform(platform, true);
  const after = seededRows();
  expect(after).toMatchObject({
    users: SEED_USERS.length,
    bots: SEED_BOTS.length,
    finished: true,
  });
  expect(after.documents).toBeGreaterThan(0);
});
