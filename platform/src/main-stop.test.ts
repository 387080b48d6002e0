import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SEED_KNOWLEDGE } from '@switchboard/knowledge-service/seed';
import { SEED_BOTS, SEED_USERS } from './seed/seed-data';
import { clientFor, type ApiClient } from './testing/http-client';
import { TEST_KB_API_KEY } from './testing/kb-test-platform';
import { untilListening } from './testing/child-service';
import { runSql } from './testing/run-sql';
import { shortLivedScript } from './testing/platform-bundle';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  spawnPlatform,
  stopTestPlatform,
  startTestPlatform,
  testBackend,
  type TestPlatform,
  type TestStorage,
} from './testing/test-platform';
import { until } from './testing/until';

let storage: TestStorage | undefined;
let platform: TestPlatform | undefined;
afterAll(async () => {
  await stopTestPlatform(platform, true);
  await storage?.dispose();
});
// At most two starts cut short, or two full starts and the seed command, in a test.
jest.setTimeout(3 * PLATFORM_START_TIMEOUT_MS);

/*
 * One store through four starts: the first stopped while it opens the database, the second
 * (then the first to seed) stopped inside its seed, the third finishing that seed, the
 * fourth after the seed command ran again. Each is proved on the store the previous one
 * left, as a platform restarted after it finds it; a store of its own per claim cost a
 * start with the starter documents each (seconds).
 */
/** Written by the start that finished the seed; the restart after the seed command must keep it. */
let written:
  { id: string; counts: Record<string, number>; documents: Record<string, number> } | undefined;

const counts = async (api: ApiClient) =>
  Object.fromEntries(
    await Promise.all(
      ['/api/bots', '/api/businesses', '/api/business-types', '/api/conversations'].map(
        async (route) => [route, (await api.get(route)).body.length],
      ),
    ),
  ) as Record<string, number>;

const documents = async (api: ApiClient) =>
  Object.fromEntries(
    await Promise.all(
      ['customer-support', 'govstack-services', 'hr-onboarding'].map(async (slug) => [
        slug,
        (await api.get(`/kb/${slug}/documents/`, { headers: { 'x-api-key': TEST_KB_API_KEY } }))
          .body.total,
      ]),
    ),
  ) as Record<string, number>;

/** The seed command, as an operator runs it beside a stopped platform. */
function runSeed(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    shortLivedScript(path.join(__dirname, 'seed', 'seed-cli.ts')),
    {
      // Like the platform it runs beside, without the long history (it has its own test).
      env: { PATH: process.env.PATH ?? '', PLATFORM_SEED_HISTORY: 'false', ...env },
      encoding: 'utf8',
    },
  );
  expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
}

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
  const exitCode = await seeding.exited;
  // Its own output says why, when a stop did not end cleanly.
  if (exitCode !== 0) throw new Error(`exit ${exitCode}:\n${seeding.output()}`);
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
  platform = await startTestPlatform(
    { KB_API_KEY: TEST_KB_API_KEY, PLATFORM_SEED_KNOWLEDGE: 'true' },
    storage,
  );
  const health = await fetch(`${platform.url}/health`);
  expect(health.status).toBe(200);
  // What the next test proves survives a restart, written on the seeded store.
  const api = await clientFor(platform.url);
  const created = await api.post('/api/business-types', { name: 'Survives Restarts', code: 'SR' });
  expect(created.status).toBe(201);
  written = { id: created.body.id, counts: await counts(api), documents: await documents(api) };
  expect(written.documents).toEqual(
    Object.fromEntries(SEED_KNOWLEDGE.map((base) => [base.slug, base.documents.length])),
  );
  expect(written.counts).toEqual({
    '/api/bots': 3,
    '/api/businesses': 4,
    '/api/business-types': 4,
    '/api/conversations': 3,
  });
  await stopTestPlatform(platform, true);
  platform = undefined;
  const after = seededRows();
  expect(after).toMatchObject({
    users: SEED_USERS.length,
    bots: SEED_BOTS.length,
    finished: true,
  });
  expect(after.documents).toBeGreaterThan(0);
});

it('keeps data across a restart and seeds idempotently', async () => {
  expect(written).toBeDefined();
  runSeed(storage!.env);
  platform = await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY }, storage);
  const api = await clientFor(platform.url);
  expect((await api.get(`/api/business-types/${written!.id}`)).body.name).toBe('Survives Restarts');
  expect(await counts(api)).toEqual(written!.counts);
  expect(await documents(api)).toEqual(written!.documents);
  const messages = await api.get(
    '/api/conversations/00000000-0000-4000-8000-000000000401/messages',
  );
  expect(messages.body).toHaveLength(4);
});
