import {
  startEmbeddingsTestServer,
  type EmbeddingsTestServer,
} from '@switchboard/embedding-model/testing/embeddings-test-server';
import { kbClient, TEST_KB_API_KEY } from '@switchboard/platform/testing/kb-test-platform';
import { runSql } from '@switchboard/platform/testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';

/*
 * A bot's endpoint API key is sealed at rest (AES-256-GCM): the stored column is not the
 * key, a service holding the wrong secret says so with a 4xx (never a 500), a rotated key
 * opens through KB_SECRET_KEY_PREVIOUS and is sealed again, and rows stored plainly before
 * migration 452 are sealed by the first start after it.
 */
const KEY = 'sk-sealed-test-key-51c0';
const SECRET_A = 'kb-secret-a-0123456789abcdefghijklmnopqrstuv';
const SECRET_B = 'kb-secret-b-0123456789abcdefghijklmnopqrstuv';

let endpoint: EmbeddingsTestServer;
let storage: TestStorage;
let platform: TestPlatform | undefined;

interface StoredKey {
  api_key_plain: string | null;
  api_key_sealed: string | null;
  secrets: number;
  audit_mentions: number;
}

const READ_STORED = `SELECT m.api_key_plain, m.api_key_sealed,
    (SELECT count(*)::int FROM kb_secrets) AS secrets,
    (SELECT count(*)::int FROM audit_log WHERE changes::text LIKE '%${KEY}%') AS audit_mentions
  FROM kb_bot_models m WHERE m.service = 'default'`;

/** The key's row as stored, read with the platform stopped. */
async function stored(): Promise<StoredKey> {
  await stopTestPlatform(platform, true);
  platform = undefined;
  return runSql<StoredKey>(storage, [READ_STORED])[0]!;
}

async function start(env: Record<string, string> = {}) {
  platform = await startTestPlatform(
    {
      KB_API_KEY: TEST_KB_API_KEY,
      KB_EMBEDDING_MODEL: 'none',
      KB_EMBEDDINGS_ALLOWED_ORIGINS: endpoint.origin,
      ...env,
    },
    storage,
  );
  return kbClient(platform);
}

const form = (extra: Record<string, unknown> = {}) => ({
  source: 'endpoint',
  base_url: endpoint.baseUrl,
  model: 'test-embed-small',
  ...extra,
});

beforeAll(async () => {
  endpoint = await startEmbeddingsTestServer({ apiKey: KEY });
  storage = await createTestStorage();
});

afterAll(async () => {
  await stopTestPlatform(platform, true);
  await storage?.dispose();
  await endpoint?.close();
}, PLATFORM_START_TIMEOUT_MS);

it(
  'stores the key sealed, refuses a wrong secret with a 4xx that says so, and seals it again on rotation',
  async () => {
    let kb = await start({ KB_SECRET_KEY: SECRET_A });
    expect((await kb.put('/model', form({ api_key: KEY }))).status).toBe(200);
    expect((await kb.post('/model/test', form())).status).toBe(200);
    expect(endpoint.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    const output = platform!.output();
    const underA = await stored();
    expect(underA).toMatchObject({ api_key_plain: null, audit_mentions: 0 });
    expect(underA.api_key_sealed).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(underA.api_key_sealed).not.toContain(KEY);
    expect(output).not.toContain(KEY);

    // Another secret: the key cannot be opened, and every place that would use it says why.
    kb = await start({ KB_SECRET_KEY: SECRET_B });
    const model = await kb.get('/model');
    expect(model.body).toMatchObject({ source: 'endpoint', api_key_set: true });
    const test = await kb.post('/model/test', form());
    expect(test.status).toBe(422);
    expect(test.body.error).toMatch(/saved API key cannot be read.*sealed under key [0-9a-f]{12}/);
    const resave = await kb.put('/model', form({ model: 'test-embed-other' }));
    expect(resave.status).toBe(422);
    expect(resave.body.error).toMatch(/KB_SECRET_KEY_PREVIOUS/);
    const health = (await kb.get('/health')).body.embeddings;
    expect(health).toMatchObject({ status: 'unavailable', retrieval: 'bm25' });
    expect(health.reason).toMatch(/saved API key cannot be read/);
    // The bot still answers (BM25 alone).
    expect((await kb.post('/chat/', { message: 'hello', user_id: 'u' })).status).toBe(200);
    expect(await stored()).toMatchObject({ api_key_sealed: underA.api_key_sealed });

    // Rotation: B current, A previous. The start seals the key again under B.
    kb = await start({ KB_SECRET_KEY: SECRET_B, KB_SECRET_KEY_PREVIOUS: SECRET_A });
    expect((await kb.post('/model/test', form())).status).toBe(200);
    expect(endpoint.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    const underB = await stored();
    expect(underB.api_key_sealed).not.toBe(underA.api_key_sealed);
    expect(underB.api_key_sealed!.split('.')[1]).not.toBe(underA.api_key_sealed!.split('.')[1]);
    // A is no longer needed.
    kb = await start({ KB_SECRET_KEY: SECRET_B });
    expect((await kb.post('/model/test', form())).status).toBe(200);
    await stored();
  },
  PLATFORM_START_TIMEOUT_MS * 5,
);

it(
  'seals a key stored plainly before migration 452 at the first start after it, under a generated key kept in kb_secrets',
  async () => {
    // The layout before 452, with the key in its plain column.
    runSql(storage, [
      `DELETE FROM schema_migrations WHERE version = 452`,
      `DROP TABLE kb_secrets`,
      `ALTER TABLE kb_bot_models DROP COLUMN api_key_sealed`,
      `ALTER TABLE kb_bot_models RENAME COLUMN api_key_plain TO api_key`,
      `UPDATE kb_bot_models SET api_key = '${KEY}' WHERE service = 'default'`,
    ]);
    let kb = await start();
    expect((await kb.get('/model')).body).toMatchObject({ api_key_set: true });
    expect((await kb.post('/model/test', form())).status).toBe(200);
    expect(endpoint.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    const sealed = await stored();
    expect(sealed).toMatchObject({ api_key_plain: null, secrets: 1 });
    expect(sealed.api_key_sealed).toMatch(/^v1\./);
    expect(sealed.api_key_sealed).not.toContain(KEY);

    // Setting KB_SECRET_KEY later loses nothing: the stored key still opens, and the start
    // seals the row again under the configured one.
    kb = await start({ KB_SECRET_KEY: SECRET_A });
    expect((await kb.post('/model/test', form())).status).toBe(200);
    const moved = await stored();
    expect(moved.api_key_sealed!.split('.')[1]).not.toBe(sealed.api_key_sealed!.split('.')[1]);
  },
  PLATFORM_START_TIMEOUT_MS * 3,
);
