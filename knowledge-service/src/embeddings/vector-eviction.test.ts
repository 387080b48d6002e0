import {
  startEmbeddingsTestServer,
  type EmbeddingsTestServer,
} from '@switchboard/embedding-model/testing/embeddings-test-server';
import { clientFor } from '@switchboard/platform/testing/http-client';
import {
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  testBackend,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';

/*
 * A bot's vectors (and, once it is deleted, its BM25 postings) leave the process's memory when it no longer uses their model or no
 * longer exists, on the instance that made the change and on any other (each reads the
 * bot's model from the database: on a question, and in the sweeper, every second here).
 * Bots embed on a local OpenAI-compatible server; the embedded model stays off.
 */
const KEY = 'sk-eviction-test-key-2b7e';
let endpoint: EmbeddingsTestServer;
let storage: TestStorage;
const platforms: TestPlatform[] = [];

beforeAll(async () => {
  endpoint = await startEmbeddingsTestServer({ apiKey: KEY, models: ['model-one', 'model-two'] });
  storage = await createTestStorage();
});

afterAll(async () => {
  for (const platform of platforms) await stopTestPlatform(platform, true);
  await storage?.dispose();
  await endpoint?.close();
}, PLATFORM_START_TIMEOUT_MS);

async function instance(): Promise<TestPlatform> {
  const platform = await startKbPlatform(
    {
      KB_EMBEDDING_MODEL: 'none',
      KB_EMBEDDINGS_ALLOWED_ORIGINS: endpoint.origin,
      JOB_MAINTENANCE_SECONDS: '1',
    },
    storage,
  );
  platforms.push(platform);
  return platform;
}

const onModel = (client: KbClient, model: string) =>
  client.put('/model', { source: 'endpoint', base_url: endpoint.baseUrl, model, api_key: KEY });

const jobDone = (client: KbClient) =>
  until('the re-embedding job to finish', async () => {
    const model = (await client.get('/model')).body;
    return model.job?.status === 'done' ? model : undefined;
  });

/** Waits until the bot's `chunks` are stored and embedded, and its job is done. */
async function chunksEmbedded(client: KbClient, chunks: number) {
  await until(`${chunks} chunks embedded`, async () => {
    const health = (await client.get('/health')).body;
    return (health.index.chunks === chunks && health.embeddings.chunks_pending === 0) || undefined;
  });
  await jobDone(client);
}

const embeddings = async (client: KbClient) => (await client.get('/health')).body.embeddings;
const question = { query: 'how many days to return items?' };

const index = async (client: KbClient) => (await client.get('/health')).body.index;

it(
  'drops a deleted bot’s vectors and BM25 postings from memory',
  async () => {
    const platform = await instance();
    const admin = await clientFor(platform.url);
    const bot = await admin.post('/api/bots', {
      name: 'Eviction bot',
      botPath: `${platform.url}/kb/eviction-bot`,
    });
    expect(bot.status).toBe(201);
    const kb = kbClient(platform, 'eviction-bot');
    const general = kbClient(platform);
    const { model_id: model } = (await onModel(kb, 'model-one')).body;
    await uploadFile(kb, 'Returns Policy.txt', 'Items may be returned within 30 days of delivery.');
    await chunksEmbedded(kb, 1);
    expect((await kb.post('/retrieve/', question)).body.retriever_type).toBe('hybrid');
    expect((await embeddings(kb)).vectors_in_memory).toEqual({ [model]: 1 });
    expect((await embeddings(general)).process_vectors_in_memory).toEqual({ [model]: 1 });
    expect(await index(kb)).toMatchObject({ chunks_in_memory: 1, process_chunks_in_memory: 1 });

    expect((await admin.delete(`/api/bots/${bot.body.id}`)).status).toBeLessThan(300);
    await until('the deleted bot’s vectors to leave memory', async () => {
      const held = (await embeddings(general)).process_vectors_in_memory;
      return Object.keys(held).length === 0 || undefined;
    });
    await until('the deleted bot’s BM25 postings to leave memory', async () => {
      const held = (await index(general)).process_chunks_in_memory;
      return held === 0 || undefined;
    });
    await stopTestPlatform(platforms.pop(), true);
  },
  PLATFORM_START_TIMEOUT_MS * 2,
);

// PGlite belongs to one process: two instances share a database on PostgreSQL only.
(testBackend() === 'postgres' ? it : it.skip)(
  'drops the old model’s vectors on another instance once the bot’s switch is done',
  async () => {
    const [first, second] = [kbClient(await instance()), kbClient(await instance())];
    const one = (await onModel(first, 'model-one')).body.model_id;
    await uploadFile(first, 'Returns Policy.txt', 'Items may be returned within 30 days.');
    await uploadFile(first, 'Delivery Times.txt', 'Orders to Kisumu arrive in 3 to 5 days.');
    await chunksEmbedded(first, 2);
    expect((await second.post('/retrieve/', question)).body.retriever_type).toBe('hybrid');
    expect((await embeddings(second)).vectors_in_memory).toEqual({ [one]: 2 });

    // Switched on the first instance; the second is not asked anything meanwhile.
    const two = (await onModel(first, 'model-two')).body.model_id;
    await jobDone(first);
    await until('the second instance to let the old vectors go', async () => {
      const held = (await embeddings(second)).vectors_in_memory;
      return Object.keys(held).length === 0 || undefined;
    });
    expect((await second.post('/retrieve/', question)).body.retriever_type).toBe('hybrid');
    expect((await embeddings(second)).vectors_in_memory).toEqual({ [two]: 2 });
  },
  PLATFORM_START_TIMEOUT_MS * 3,
);
