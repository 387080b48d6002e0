import { SEED_KNOWLEDGE } from '@switchboard/knowledge-service/seed';
import { TEST_KB_API_KEY } from './testing/kb-test-platform';
import { clientFor } from './testing/http-client';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
} from './testing/test-platform';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Data written survives a restart on the same storage; seeding again adds nothing. */
let platform: TestPlatform | undefined;
afterAll(() => stopTestPlatform(platform));
// It starts a platform twice and runs the seed command.
jest.setTimeout(3 * PLATFORM_START_TIMEOUT_MS);

function runSeed(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, 'seed', 'seed-cli.ts')],
    {
      // Like the platform it runs beside, without the long history (it has its own test).
      env: { PATH: process.env.PATH ?? '', PLATFORM_SEED_HISTORY: 'false', ...env },
      encoding: 'utf8',
    },
  );
  expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
}

it('keeps data across a restart and seeds idempotently', async () => {
  const storage = await createTestStorage();
  platform = await startTestPlatform(
    { KB_API_KEY: TEST_KB_API_KEY, PLATFORM_SEED_KNOWLEDGE: 'true' },
    storage,
  );
  let api = await clientFor(platform.url);
  const created = await api.post('/api/business-types', { name: 'Survives Restarts', code: 'SR' });
  expect(created.status).toBe(201);
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        ['/api/bots', '/api/businesses', '/api/business-types', '/api/conversations'].map(
          async (route) => [route, (await api.get(route)).body.length],
        ),
      ),
    );
  const documents = async () =>
    Object.fromEntries(
      await Promise.all(
        ['customer-support', 'govstack-services', 'hr-onboarding'].map(async (slug) => [
          slug,
          (await api.get(`/kb/${slug}/documents/`, { headers: { 'x-api-key': TEST_KB_API_KEY } }))
            .body.total,
        ]),
      ),
    );
  const before = await counts();
  const documentsBefore = await documents();
  expect(documentsBefore).toEqual(
    Object.fromEntries(SEED_KNOWLEDGE.map((base) => [base.slug, base.documents.length])),
  );
  expect(before).toEqual({
    '/api/bots': 3,
    '/api/businesses': 4,
    '/api/business-types': 4,
    '/api/conversations': 3,
  });
  await platform.close();

  runSeed(storage.env);

  platform = await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY }, storage);
  api = await clientFor(platform.url);
  expect((await api.get(`/api/business-types/${created.body.id}`)).body.name).toBe(
    'Survives Restarts',
  );
  expect(await counts()).toEqual(before);
  expect(await documents()).toEqual(documentsBefore);
  const messages = await api.get(
    '/api/conversations/00000000-0000-4000-8000-000000000401/messages',
  );
  expect(messages.body).toHaveLength(4);
});
