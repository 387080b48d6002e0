import {
  startEmbeddingsTestServer,
  type EmbeddingsTestServer,
} from '@switchboard/embedding-model/testing/embeddings-test-server';
import {
  embeddedChunks,
  uploadFile,
  useKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { until } from '@switchboard/platform/testing/until';

/*
 * A bot's "Model" panel, server side: the real embedded model by default, switched to a
 * local OpenAI-compatible embeddings server on 127.0.0.1 (real HTTP) and back, with the
 * re-embedding job in between. The key is held by the service and never answered.
 */
const KEY = 'sk-local-test-key-7f3a';
const env: Record<string, string> = { KB_EMBEDDING_MODEL: 'e5-small-v2-q' };
let endpoint: EmbeddingsTestServer;
beforeAll(async () => {
  endpoint = await startEmbeddingsTestServer({
    apiKey: KEY,
    models: ['test-embed-small', 'test-embed-other'],
  });
  // Loopback is refused unless the operator names the origin, as for a model on the host.
  env.KB_EMBEDDINGS_ALLOWED_ORIGINS = endpoint.origin;
});
afterAll(() => endpoint.close());
const { kb } = useKbPlatform(env);

const endpointForm = (extra: Record<string, unknown> = {}) => ({
  source: 'endpoint',
  base_url: endpoint.baseUrl,
  model: 'test-embed-small',
  api_key: KEY,
  ...extra,
});

/** Waits until the bot's latest re-embedding job is done; returns the model answer. */
const jobDone = (client: KbClient) =>
  until('the re-embedding job to finish', async () => {
    const model = (await client.get('/model')).body;
    return model.job?.status === 'done' ? model : undefined;
  });

it('starts on the embedded model and refuses a bad form with a 4xx and its reason, changing nothing', async () => {
  const model = await kb.get('/model');
  expect(model.status).toBe(200);
  expect(model.body).toMatchObject({
    source: 'embedded',
    base_url: null,
    api_key_set: false,
    embedded_model: { id: 'e5-small-v2-q' },
    job: null,
  });
  const refusals: [unknown, number, RegExp][] = [
    [{ source: 'magic' }, 400, /source must be "embedded" or "endpoint"/],
    [endpointForm({ model: '  ' }), 400, /model is required/],
    [endpointForm({ base_url: 'ftp://models.example/v1' }), 400, /http:\/\/ or https:\/\//],
    [endpointForm({ base_url: 'not a url' }), 400, /base_url must be a URL/],
    // The host's other ports and private networks are not reachable through this field.
    [endpointForm({ base_url: 'http://127.0.0.1:9/v1' }), 400, /KB_EMBEDDINGS_ALLOWED_ORIGINS/],
    [endpointForm({ base_url: 'http://169.254.169.254/v1' }), 400, /KB_EMBEDDINGS_ALLOWED_ORIGINS/],
  ];
  for (const [form, status, error] of refusals) {
    const answer = await kb.put('/model', form);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(error);
  }
  expect((await kb.get('/model')).body).toMatchObject({ source: 'embedded', job: null });
});

it('tests a model: its dimensions and time, or the endpoint’s own reason as a 422', async () => {
  const ok = await kb.post('/model/test', endpointForm());
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ dimensions: 48, milliseconds: expect.any(Number) });
  expect(endpoint.requests.at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, inputs: 1 });

  const embedded = await kb.post('/model/test', { source: 'embedded' });
  expect(embedded.body).toMatchObject({ model_id: 'e5-small-v2-q', dimensions: 384 });

  const wrongKey = await kb.post('/model/test', endpointForm({ api_key: 'sk-wrong' }));
  expect(wrongKey.status).toBe(422);
  expect(wrongKey.body.error).toMatch(/refused the API key \(401\)/);
  const unknownModel = await kb.post('/model/test', endpointForm({ model: 'no-such-model' }));
  expect(unknownModel.status).toBe(422);
  expect(unknownModel.body.error).toMatch(/404.*no-such-model not found/);
  const nothingThere = await kb.post(
    '/model/test',
    endpointForm({ base_url: `${endpoint.origin}/elsewhere` }),
  );
  expect(nothingThere.status).toBe(422);
  expect(nothingThere.body.error).toMatch(/answered 404/);
});

it('re-embeds the bot on its endpoint with BM25 alone meanwhile, never mixing models, and switches back', async () => {
  await uploadFile(kb, 'Returns Policy.txt', 'Items may be returned within 30 days of delivery.');
  await uploadFile(kb, 'Delivery Times.txt', 'Orders to Kisumu arrive in 3 to 5 working days.');
  await embeddedChunks(kb, 2);
  const question = { query: 'how many days to return items?' };
  expect((await kb.post('/retrieve/', question)).body.retriever_type).toBe('hybrid');
  const inMemory = async () => (await kb.get('/health')).body.embeddings.vectors_in_memory;
  expect(await inMemory()).toEqual({ 'e5-small-v2-q': 2 });

  // The endpoint holds its answers: the job is caught running.
  endpoint.mode = 'hold';
  endpoint.requests.length = 0;
  const saved = await kb.put('/model', endpointForm());
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({
    source: 'endpoint',
    base_url: endpoint.baseUrl,
    model: 'test-embed-small',
    api_key_set: true,
    retrieval: 'bm25',
    job: { status: 'running', total: 2, embedded: 0 },
  });
  expect(saved.body.model_id).toMatch(
    /^openai:http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings#test-embed-small$/,
  );
  // The key is the server's alone: no answer carries it.
  for (const body of [saved.body, (await kb.get('/model')).body, (await kb.get('/health')).body])
    expect(JSON.stringify(body)).not.toContain(KEY);

  // While the new model's vectors are incomplete the bot answers with BM25 alone, and says so.
  const during = (await kb.post('/retrieve/', question)).body;
  expect(during.retriever_type).toBe('postgres-fts');
  expect(during.chunks[0].title).toBe('Returns Policy');
  expect((await kb.get('/health')).body.embeddings).toMatchObject({
    retrieval: 'bm25',
    reembedding: true,
  });

  endpoint.release();
  const done = await jobDone(kb);
  expect(done).toMatchObject({ retrieval: 'hybrid', job: { embedded: 2, total: 2 } });
  expect(endpoint.requests.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
  const after = (await kb.post('/retrieve/', question)).body;
  expect(after.retriever_type).toBe('hybrid');
  expect(after.chunks[0].title).toBe('Returns Policy');
  // The question was embedded by the endpoint (48 dimensions), not by the embedded model;
  // counted once the pipeline has stored the sentences' vectors, which follow the job.
  await until('the sentence vectors stored', async () =>
    (await kb.get('/health')).body.embeddings.sentences_pending === 0 ? true : undefined,
  );
  const questions = endpoint.requests.filter((r) => r.inputs === 1).length;
  await kb.post('/retrieve/', question);
  expect(endpoint.requests.filter((r) => r.inputs === 1).length).toBe(questions + 1);
  // The embedded model's vectors have left memory: only the endpoint's are held.
  expect(await inMemory()).toEqual({ [saved.body.model_id]: 2 });

  // Saved again without a key, on the same origin: the saved key stays.
  const kept = await kb.put('/model', endpointForm({ api_key: undefined }));
  expect(kept.body).toMatchObject({ api_key_set: true, job: { status: 'done' } });

  // Back to the embedded model: its vectors were kept, so the job finishes at once, often
  // before the save's own answer is read (seen under load), so either state is right here.
  const back = await kb.put('/model', { source: 'embedded' });
  expect(back.body).toMatchObject({
    source: 'embedded',
    api_key_set: false,
    model_id: 'e5-small-v2-q',
    job: { model_id: 'e5-small-v2-q' },
  });
  expect(['running', 'done']).toContain(back.body.job.status);
  expect(await jobDone(kb)).toMatchObject({ retrieval: 'hybrid', job: { embedded: 2 } });
  expect((await kb.post('/retrieve/', question)).body.retriever_type).toBe('hybrid');
  expect(await inMemory()).toEqual({ 'e5-small-v2-q': 2 });

  // The endpoint's stored vectors were deleted once the switch back was done: choosing it
  // again embeds every chunk again (caught with the endpoint holding its answers).
  endpoint.mode = 'hold';
  const again = await kb.put('/model', endpointForm());
  expect(again.body).toMatchObject({ job: { status: 'running', embedded: 0, total: 2 } });
  endpoint.release();
  expect(await jobDone(kb)).toMatchObject({ job: { embedded: 2 } });
  await kb.put('/model', { source: 'embedded' });
  await jobDone(kb);
});

it('shows a failing endpoint’s reason on the job and finishes once it answers again', async () => {
  endpoint.mode = 'error';
  // Another model of the endpoint: none of its vectors exist yet.
  await kb.put('/model', endpointForm({ model: 'test-embed-other' }));
  const failing = await until('the failure to show on the job', async () => {
    const model = (await kb.get('/model')).body;
    return model.job?.last_error ? model : undefined;
  });
  expect(failing.job).toMatchObject({ status: 'running' });
  expect(failing.job.last_error).toMatch(/answered 503.*model overloaded/);
  expect(failing.retrieval).toBe('bm25');
  endpoint.mode = 'ok';
  // The pipeline retries after its back-off.
  expect(await jobDone(kb)).toMatchObject({ retrieval: 'hybrid', job: { last_error: null } });
  await kb.put('/model', { source: 'embedded' });
  await jobDone(kb);
  // The pipeline's back-off (5 s, doubling) is part of what this waits for: on a loaded
  // machine that outlasts the default minute.
}, 180_000);
