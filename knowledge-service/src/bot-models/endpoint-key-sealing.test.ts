import {
  startEmbeddingsTestServer,
  type EmbeddingsTestServer,
} from '@switchboard/embedding-model/testing/embeddings-test-server';
import {
  kbClient,
  TEST_KB_API_KEY,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { runSql } from '@switchboard/platform/testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { endpointKeyContext } from '../embeddings/bot-model-store';
import { SecretBox, secretKeyOf } from '../secrets/secret-box';

/*
 * A bot's endpoint API key is sealed at rest (AES-256-GCM): rows stored plainly before
 * migration 452 are sealed by the first start after it under a generated key kept in
 * kb_secrets, setting KB_SECRET_KEY later loses nothing, a saved key is stored sealed, a
 * service holding the wrong secret says so with a 4xx (never a 500), and a rotated key opens
 * through KB_SECRET_KEY_PREVIOUS and is sealed again.
 *
 * One story over four starts, each a different configuration the start-time sealing meets:
 * every start costs seconds, and each stop is also when the stored rows can be read (PGlite
 * allows one process). A second bot carries the key saved through the API, so the first
 * bot's row still shows what the starts did to it.
 */
const KEY = 'sk-sealed-test-key-51c0';
const SECRET_A = 'kb-secret-a-0123456789abcdefghijklmnopqrstuv';
const SECRET_B = 'kb-secret-b-0123456789abcdefghijklmnopqrstuv';
const A_ID = secretKeyOf(SECRET_A).id;
const B_ID = secretKeyOf(SECRET_B).id;
/** A seeded bot whose key is saved through the API (the first, `default`, is stored by SQL). */
const SAVED = 'customer-support';

let endpoint: EmbeddingsTestServer;
let storage: TestStorage;
let platform: TestPlatform | undefined;

interface StoredKeys {
  plain: string | null;
  sealed: string | null;
  saved_plain: string | null;
  saved_sealed: string | null;
  secrets: number;
  audit_mentions: number;
}

const READ_STORED = `SELECT
    (SELECT api_key_plain FROM kb_bot_models WHERE service = 'default') AS plain,
    (SELECT api_key_sealed FROM kb_bot_models WHERE service = 'default') AS sealed,
    (SELECT api_key_plain FROM kb_bot_models WHERE service = '${SAVED}') AS saved_plain,
    (SELECT api_key_sealed FROM kb_bot_models WHERE service = '${SAVED}') AS saved_sealed,
    (SELECT count(*)::int FROM kb_secrets) AS secrets,
    (SELECT count(*)::int FROM audit_log WHERE changes::text LIKE '%${KEY}%') AS audit_mentions`;

/** The keys' rows as stored, read with the platform stopped. */
async function stored(): Promise<StoredKeys> {
  await stopTestPlatform(platform, true);
  platform = undefined;
  return runSql<StoredKeys>(storage, [READ_STORED])[0]!;
}

const keyIdOf = (sealed: string | null) => sealed?.split('.')[1];

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
  return { kb: kbClient(platform), saved: kbClient(platform, SAVED) };
}

const form = (extra: Record<string, unknown> = {}) => ({
  source: 'endpoint',
  base_url: endpoint.baseUrl,
  model: 'test-embed-small',
  ...extra,
});

/** The key reached the endpoint: a model test through `kb` answered, sending it. */
async function expectKeyUsed(kb: KbClient) {
  expect((await kb.post('/model/test', form())).status).toBe(200);
  expect(endpoint.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
}

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
  'seals a key stored plainly before migration 452 at the first start after it, under a generated key kept in kb_secrets',
  async () => {
    // The layout before 452, with a bot's key in its plain column.
    runSql(storage, [
      `DELETE FROM schema_migrations WHERE version = 452`,
      `DROP TABLE kb_secrets`,
      `ALTER TABLE kb_bot_models DROP COLUMN api_key_sealed`,
      `ALTER TABLE kb_bot_models RENAME COLUMN api_key_plain TO api_key`,
      `INSERT INTO kb_bot_models (service, source, base_url, model, api_key, model_id)
        VALUES ('default', 'endpoint', '${endpoint.baseUrl}', 'test-embed-small', '${KEY}',
          'openai:${endpoint.baseUrl}/embeddings#test-embed-small')`,
    ]);
    const { kb } = await start();
    expect((await kb.get('/model')).body).toMatchObject({ api_key_set: true });
    await expectKeyUsed(kb);
    const sealed = await stored();
    expect(sealed).toMatchObject({ plain: null, secrets: 1 });
    expect(sealed.sealed).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(sealed.sealed).not.toContain(KEY);
    expect([A_ID, B_ID]).not.toContain(keyIdOf(sealed.sealed));
  },
  PLATFORM_START_TIMEOUT_MS * 2,
);

it(
  'seals again under KB_SECRET_KEY set later, stores a saved key sealed, refuses a wrong secret with a 4xx that says so, and seals again on rotation',
  async () => {
    // KB_SECRET_KEY set later loses nothing: the stored key still opens, and the start seals
    // the row again under the configured one. A key saved now is sealed under it too.
    let { kb, saved } = await start({ KB_SECRET_KEY: SECRET_A });
    await expectKeyUsed(kb);
    expect((await saved.put('/model', form({ api_key: KEY }))).status).toBe(200);
    await expectKeyUsed(saved);
    const output = platform!.output();
    const underA = await stored();
    expect(underA).toMatchObject({ plain: null, saved_plain: null, audit_mentions: 0 });
    expect(keyIdOf(underA.sealed)).toBe(A_ID);
    expect(underA.saved_sealed).toMatch(new RegExp(`^v1\\.${A_ID}\\.`));
    expect(underA.saved_sealed).not.toContain(KEY);
    expect(output).not.toContain(KEY);

    // Another secret: the key cannot be opened, and every place that would use it says why.
    ({ kb } = await start({ KB_SECRET_KEY: SECRET_B }));
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
    expect(await stored()).toMatchObject({
      sealed: underA.sealed,
      saved_sealed: underA.saved_sealed,
    });

    // Rotation: B current, A previous. The start seals both keys again under B.
    ({ kb, saved } = await start({ KB_SECRET_KEY: SECRET_B, KB_SECRET_KEY_PREVIOUS: SECRET_A }));
    await expectKeyUsed(kb);
    await expectKeyUsed(saved);
    const underB = await stored();
    expect(keyIdOf(underB.sealed)).toBe(B_ID);
    expect(keyIdOf(underB.saved_sealed)).toBe(B_ID);
    // A is no longer needed: B alone opens what the start sealed again.
    const alone = new SecretBox(secretKeyOf(SECRET_B));
    expect(alone.open(underB.sealed!, endpointKeyContext('default'))).toBe(KEY);
    expect(alone.open(underB.saved_sealed!, endpointKeyContext(SAVED))).toBe(KEY);
  },
  PLATFORM_START_TIMEOUT_MS * 3,
);
