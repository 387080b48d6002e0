import {
  startEmbeddingsTestServer,
  type EmbeddingsTestServer,
} from '@switchboard/embedding-model/testing/embeddings-test-server';
import {
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { runSql } from '@switchboard/platform/testing/run-sql';
import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';

/*
 * The answer step's sentence vectors are embedded by the pipeline when a chunk is stored,
 * again when it is re-titled or re-written, for the new model when the bot switches, and
 * they go with their chunk or their old model. A question then embeds only itself. The bot
 * embeds on a local OpenAI-compatible server, which records every text it is sent.
 */
const KEY = 'sk-sentence-vectors-test-key-6c1d';
let endpoint: EmbeddingsTestServer;
let platform: TestPlatform | undefined;

beforeAll(async () => {
  endpoint = await startEmbeddingsTestServer({ apiKey: KEY, models: ['model-one', 'model-two'] });
});

afterAll(async () => {
  await stopTestPlatform(platform);
  await endpoint?.close();
}, PLATFORM_START_TIMEOUT_MS);

const onModel = async (kb: KbClient, model: string): Promise<string> =>
  (await kb.put('/model', { source: 'endpoint', base_url: endpoint.baseUrl, model, api_key: KEY }))
    .body.model_id;

/** Waits until every chunk has its vector and its sentence vectors, and any switch is done. */
const settled = (kb: KbClient, chunks: number) =>
  until(`${chunks} chunks with their sentence vectors`, async () => {
    const health = (await kb.get('/health')).body;
    const job = (await kb.get('/model')).body.job;
    return health.index.chunks === chunks &&
      health.embeddings.chunks_pending === 0 &&
      health.embeddings.sentences_pending === 0 &&
      (!job || job.status === 'done')
      ? health
      : undefined;
  });

/** The texts the endpoint was sent for `model` since `from` (an index into its requests). */
const sentSince = (from: number, model: string) =>
  endpoint.requests.slice(from).flatMap((r) => (r.model === model ? r.texts : []));

/** What a question sends the endpoint: it should be the question alone. */
async function embeddedByAsking(kb: KbClient, query: string): Promise<string[]> {
  const from = endpoint.requests.length;
  const body = (await kb.post('/retrieve/', { query })).body;
  expect(body.retriever_type).toBe('hybrid');
  return endpoint.requests.slice(from).flatMap((r) => r.texts);
}

it(
  'stores sentence vectors at ingestion, refreshes them on a re-title, a new file and a switch, and drops them with their chunk or model',
  async () => {
    platform = await startKbPlatform({
      KB_EMBEDDING_MODEL: 'none',
      KB_EMBEDDINGS_ALLOWED_ORIGINS: endpoint.origin,
    });
    const kb = kbClient(platform);
    const one = await onModel(kb, 'model-one');

    let from = endpoint.requests.length;
    const returns = await uploadFile(
      kb,
      'Returns Policy.txt',
      'Items may be returned within 30 days. Refunds reach your card in 5 days.',
    );
    const delivery = await uploadFile(kb, 'Delivery.txt', 'Orders to Kisumu arrive in 3 days.');
    await settled(kb, 2);
    // Each sentence read after its passage's title, as the answer step rates it.
    expect(sentSince(from, 'model-one')).toEqual(
      expect.arrayContaining([
        'Returns Policy: Items may be returned within 30 days.',
        'Returns Policy: Refunds reach your card in 5 days.',
        'Delivery: Orders to Kisumu arrive in 3 days.',
      ]),
    );
    const question = 'how many days do I have to return items?';
    expect(await embeddedByAsking(kb, question)).toEqual([question]);

    // Re-titled: the chunk's sentences are embedded again under the new title.
    from = endpoint.requests.length;
    const id: string = returns.body.id;
    expect((await kb.upload('PUT', `/documents/${id}`, { title: 'Refunds' })).status).toBe(200);
    await until('the re-titled sentences embedded', async () =>
      sentSince(from, 'model-one').includes('Refunds: Items may be returned within 30 days.')
        ? true
        : undefined,
    );
    await settled(kb, 2);
    expect(await embeddedByAsking(kb, question)).toEqual([question]);

    // A new file: new chunks, embedded with their sentences.
    from = endpoint.requests.length;
    const replaced = await kb.upload(
      'PUT',
      `/documents/${id}`,
      { file: new Blob(['Items may be returned within 60 days.']) },
      'Returns Policy.txt',
    );
    expect(replaced.status).toBe(200);
    await settled(kb, 2);
    expect(sentSince(from, 'model-one')).toContain(
      'Refunds: Items may be returned within 60 days.',
    );
    expect(await embeddedByAsking(kb, question)).toEqual([question]);

    expect((await kb.delete(`/documents/${delivery.body.id}`)).status).toBe(200);
    await settled(kb, 1);

    // A switch: the new model's sentence vectors follow its chunk vectors.
    from = endpoint.requests.length;
    const two = await onModel(kb, 'model-two');
    await settled(kb, 1);
    expect(sentSince(from, 'model-two')).toContain(
      'Refunds: Items may be returned within 60 days.',
    );
    expect(await embeddedByAsking(kb, question)).toEqual([question]);

    await stopTestPlatform(platform, true);
    const rows = runSql<{ title: string; model_id: string; count: number; current: boolean }>(
      platform.storage,
      [
        `SELECT c.title, s.model_id, s.count, s.change_seq = c.change_seq AS current
         FROM kb_sentence_embeddings s JOIN kb_chunks c ON c.id = s.chunk_id ORDER BY s.model_id`,
      ],
    );
    // The deleted document's and the old model's are gone; the replaced file's old chunk too.
    expect(two).not.toBe(one);
    expect(rows).toEqual([{ title: 'Refunds', model_id: two, count: 1, current: true }]);
    await platform.storage.dispose();
    platform = undefined;
  },
  PLATFORM_START_TIMEOUT_MS * 3,
);
