import {
  embeddedChunks,
  kbClient,
  startKbPlatform,
  uploadFile,
  useKbPlatform,
} from '@switchboard/platform/testing/kb-test-platform';
import { stopTestPlatform } from '@switchboard/platform/testing/test-platform';
import { STAFF_HEADER } from '../chat-sessions/session-owner';

/*
 * The service on the real embedded model (its weights obtained by `npm test`'s tooling
 * step): chunks embedded by the background pipeline, then BM25 and vectors fused.
 */
const MODEL = { KB_EMBEDDING_MODEL: 'e5-small-v2-q' };
const { kb } = useKbPlatform(MODEL);

const RETURNS = 'Items may be returned within 30 days of delivery for a full refund.';
const KISUMU = 'Orders to Kisumu arrive in 3 to 5 working days.';
const GARDEN = 'Our headquarters are painted blue and have a rooftop garden.';

it('embeds new chunks in the background and answers a customer-worded question by meaning', async () => {
  await uploadFile(kb, 'Returns Policy.txt', RETURNS);
  await uploadFile(kb, 'Delivery Times.txt', KISUMU);
  await uploadFile(kb, 'About Us.txt', GARDEN);
  const health = await embeddedChunks(kb, 3);
  expect(health.embeddings).toMatchObject({
    status: 'ready',
    model: 'e5-small-v2-q',
    retrieval: 'hybrid',
    chunks_embedded: 3,
  });
  expect(health.index.retriever).toBe('hybrid');

  const question =
    'hi i bought a blender about 3 weeks ago and i changed my mind, can i still return it?';
  const hit = (await kb.post('/retrieve/', { query: question })).body;
  expect(hit.retriever_type).toBe('hybrid');
  expect(hit.chunks[0]).toMatchObject({ title: 'Returns Policy' });
  // Both scores per passage: BM25 and the cosine, which orders the unrelated page last.
  const scores = hit.chunks.map((c: { vector_score: number }) => c.vector_score);
  expect(scores.every((s: unknown) => typeof s === 'number')).toBe(true);
  expect(hit.chunks.at(-1).title).toBe('About Us');
  expect(hit.chunks[0].vector_score).toBeGreaterThan(hit.chunks.at(-1).vector_score);

  const chat = await kb.post('/chat/', { message: question, user_id: 'tester' });
  expect(chat.body.retriever_type).toBe('hybrid');
  // The composer still declines that one (its lexical coverage is low); a plainer one it answers.
  const plain = (
    await kb.post('/chat/', { message: 'How many days do I have to return an item?', user_id: 't' })
  ).body;
  expect(plain).toMatchObject({ outcome: 'answered', retriever_type: 'hybrid' });
  expect(plain.answer).toMatch(/30 days/);
  // The source stands beside the answer, not inside its sentence.
  expect(plain.answer).not.toMatch(/^According to/);
  expect(plain.sources[0]).toMatchObject({ title: 'Returns Policy' });

  // No word of this question is in any passage: BM25 finds nothing, the vectors the refund.
  const meaning = (await kb.post('/retrieve/', { query: 'can I get my money back?' })).body;
  expect(meaning.chunks[0]).toMatchObject({ title: 'Returns Policy', score: expect.any(Number) });
});

it('prefers the current page over one marked superseded unless its year is asked', async () => {
  await uploadFile(
    kb,
    'Contact Us (2024, superseded).txt',
    'Call us on 0700 111 222 between 8am and 5pm.',
  );
  await uploadFile(kb, 'Contact Us.txt', 'Call us on 0700 333 444 between 8am and 6pm.');
  await embeddedChunks(kb, 5);
  const now = (await kb.post('/retrieve/', { query: 'what number do i call you on?' })).body;
  expect(now.chunks[0].title).toBe('Contact Us');
  const then = (await kb.post('/retrieve/', { query: 'what number did you use in 2024?' })).body;
  expect(then.chunks[0].title).toBe('Contact Us (2024, superseded)');
});

it('drops a deleted document’s vectors with its chunks', async () => {
  const doc = await uploadFile(
    kb,
    'Warranty.txt',
    'Headphones carry a 12-month warranty for repairs.',
  );
  await embeddedChunks(kb, 6);
  const before = (await kb.post('/retrieve/', { query: 'will you fix my headphones for free?' }))
    .body;
  expect(before.chunks[0].title).toBe('Warranty');
  await kb.delete(`/documents/${doc.body.id}`);
  const health = await embeddedChunks(kb, 5);
  expect(health.embeddings.chunks_embedded).toBe(5);
  const after = (await kb.post('/retrieve/', { query: 'will you fix my headphones for free?' }))
    .body;
  expect(after.chunks.map((c: { title: string }) => c.title)).not.toContain('Warranty');
});

it("keeps a private document's passages from askers on the vector side too, not from staff", async () => {
  const doc = await uploadFile(
    kb,
    'Till Rules.txt',
    'Cashiers may hand back up to 50 pounds without a receipt.',
    { is_public: 'false' },
  );
  await embeddedChunks(kb, 6);
  const query = 'can I get my money back with no proof of purchase?';
  const sources = (body: { chunks: { source_id: string }[] }) =>
    body.chunks.map((c) => c.source_id);
  const asker = (await kb.post('/retrieve/', { query, top_k: 20 })).body;
  expect(asker.retriever_type).toBe('hybrid');
  expect(sources(asker)).not.toContain(doc.body.id);
  const staff = (
    await kb.post(
      '/retrieve/',
      { query, top_k: 20 },
      { headers: { [STAFF_HEADER]: 'bot-admin-reader' } },
    )
  ).body;
  expect(sources(staff)).toContain(doc.body.id);
  // Still in the index: hidden from askers, not forgotten.
  expect((await embeddedChunks(kb, 6)).embeddings.chunks_embedded).toBe(6);
});

it('answers with BM25 alone without the model, then backfills the stored chunks once it is there', async () => {
  const bare = await startKbPlatform({ KB_EMBEDDING_MODEL: 'none' });
  try {
    const plain = kbClient(bare);
    await uploadFile(plain, 'Delivery Times.txt', KISUMU);
    const health = (await plain.get('/health')).body;
    expect(health.embeddings).toMatchObject({ status: 'off', retrieval: 'bm25' });
    expect(health.embeddings.reason).toMatch(/BM25 alone/);
    const hit = (await plain.post('/retrieve/', { query: 'when do orders reach Kisumu?' })).body;
    expect(hit.retriever_type).toBe('postgres-fts');
    expect(hit.chunks[0].vector_score).toBeNull();
  } finally {
    await stopTestPlatform(bare, true);
  }
  const withModel = await startKbPlatform(MODEL, bare.storage);
  try {
    const client = kbClient(withModel);
    const health = await embeddedChunks(client, 1);
    expect(health.embeddings).toMatchObject({ retrieval: 'hybrid', chunks_embedded: 1 });
    const hit = (await client.post('/retrieve/', { query: 'when do orders reach Kisumu?' })).body;
    expect(hit.retriever_type).toBe('hybrid');
  } finally {
    await stopTestPlatform(withModel);
  }
});
