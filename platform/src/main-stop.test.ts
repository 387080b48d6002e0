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
// One start cut short, one full start on the same store.
jest.setTimeout(2 * PLATFORM_START_TIMEOUT_MS);

it('a stop that arrives while the platform starts waits for the start, then closes cleanly', async () => {
  // Opening the database alone takes seconds, time enough to be interrupted.
  storage = await createTestStorage();
  const child = spawnPlatform(storage);
  const starting = await untilListening(child, /\[platform\] (starting)/, 'platform');
  child.kill('SIGTERM');
  expect(await starting.exited).toBe(0);
  expect(starting.output()).toContain('SIGTERM: closing');
  // The stop must arrive before the start finished, or this would test an ordinary stop.
  const output = starting.output();
  const listened = output.indexOf('listening on');
  expect(listened === -1 || output.indexOf('SIGTERM: closing') < listened).toBe(true);

  // The interrupted start left a store the next start opens and serves from.
  const platform = await startTestPlatform({}, storage);
  const health = await fetch(`${platform.url}/health`);
  expect(health.status).toBe(200);
  await stopTestPlatform(platform, true);
});

it('a stop while the first start seeds answers 503 at once, exits cleanly in time, and the next start finishes the seed', async () => {
  const seedStorage = await createTestStorage();
  try {
    const timeoutMs = 6_000;
    // The starter documents make the seed last seconds: the stop lands inside it.
    const child = spawnPlatform(seedStorage, {
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
      runSql<{ users: number; bots: number; documents: number; finished: boolean }>(seedStorage, [
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM bots)::int AS bots,
                (SELECT count(*) FROM kb_documents)::int AS documents,
                coalesce((SELECT finished_at IS NOT NULL FROM seed_runs), false) AS finished`,
      ])[0]!;
    expect(seededRows().finished).toBe(false);

    // The next start goes on with the seed, though it finds accounts already stored.
    const platform = await startTestPlatform({ PLATFORM_SEED_KNOWLEDGE: 'true' }, seedStorage);
    await stopTestPlatform(platform, true);
    const after = seededRows();
    expect(after).toMatchObject({
      users: SEED_USERS.length,
      bots: SEED_BOTS.length,
      finished: true,
    });
    expect(after.documents).toBeGreaterThan(0);
  } finally {
    await seedStorage.dispose();
  }
});
