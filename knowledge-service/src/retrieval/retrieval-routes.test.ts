import { ask, uploadFile, useKbPlatform } from '@switchboard/platform/testing/kb-test-platform';

const { kb } = useKbPlatform({ KB_MAX_UPLOAD_BYTES: '2048' });

it('ranks chunks with scores and decides like chat, without creating a conversation', async () => {
  await uploadFile(kb, 'ferry.txt', 'The Orkney ferry leaves Stromness at 06:30 every weekday.');
  await uploadFile(kb, 'bus.txt', 'The airport bus runs every twenty minutes from the harbour.');
  const hit = await kb.post('/retrieve/', { query: 'When does the Orkney ferry leave?' });
  expect(hit.status).toBe(200);
  expect(hit.body).toMatchObject({
    decision: 'answer',
    threshold: 0.12,
    retriever_type: 'postgres-fts',
  });
  expect(hit.body.chunks[0]).toMatchObject({ rank: 1, title: 'ferry', source_type: 'document' });
  expect(hit.body.chunks[0].content).toMatch(/06:30/);
  // The score is the passage's BM25; the terms it holds explain it.
  expect(hit.body.chunks[0].score).toBeGreaterThan(hit.body.chunks[1]?.score ?? 0);
  expect(hit.body.chunks[0].matched_terms.map((m: { term: string }) => m.term)).toContain('ferri');
  const chat = await ask(kb, 'When does the Orkney ferry leave?');
  expect(chat.confidence).toBe(hit.body.confidence);

  const miss = await kb.post('/retrieve', { query: 'Who painted the Mona Lisa?' });
  expect(miss.body).toMatchObject({ decision: 'dont_know', withheld_answer: null });
  expect(miss.body.answer).toMatch(/I don't know/);
  // A weak match is declined, and staff are shown what it would have said.
  const weak = await kb.post('/retrieve/', {
    query: 'Is there a cafe, a cinema or a shop on the ferry or the harbour bus?',
  });
  expect(weak.body).toMatchObject({ decision: 'dont_know' });
  expect(weak.body.withheld_answer).toMatch(/ferry|bus/);
  expect((await kb.post('/retrieve/', { query: ' ' })).body.error).toBe('query is required');
  expect((await kb.post('/retrieve/', { query: 'x', top_k: 99 })).status).toBe(400);
});

it('keeps term statistics right when documents are retitled and deleted', async () => {
  const doc = await uploadFile(kb, 'kelp.txt', 'Kelp forests shelter otters near Stromness.');
  const before = (await kb.post('/retrieve/', { query: 'kelp otters' })).body;
  expect(before.decision).toBe('answer');
  await kb.upload('PUT', `/documents/${doc.body.id}`, { title: 'Seaweed notes' });
  expect((await kb.post('/retrieve/', { query: 'seaweed kelp' })).body.chunks[0].title).toBe(
    'Seaweed notes',
  );
  await kb.delete(`/documents/${doc.body.id}`);
  expect((await kb.post('/retrieve/', { query: 'kelp otters' })).body).toMatchObject({
    decision: 'dont_know',
    chunks: [],
  });
});

it('reads one document, its status and its chunks by id; states and enforces the upload limit', async () => {
  const doc = await uploadFile(
    kb,
    'tide.md',
    '# Tides\n\nHigh tide at Kirkwall is at 14:10 today.',
  );
  const one = await kb.get(`/documents/${doc.body.id}`);
  expect(one.body).toMatchObject({ id: doc.body.id, status: 'ready', title: 'Tides' });
  const chunks = await kb.get(`/documents/${doc.body.id}/chunks`);
  expect(chunks.body.chunks[0]).toMatchObject({ ordinal: 0 });
  expect(chunks.body.chunks[0].content).toMatch(/14:10/);
  expect((await kb.get('/documents/00000000-0000-4000-8000-000000000000')).status).toBe(404);

  expect((await kb.get('/api-info')).body.max_upload_bytes).toBe(2048);
  const tooBig = await uploadFile(kb, 'big.txt', 'x'.repeat(4096));
  expect(tooBig.status).toBe(413);
  expect(tooBig.body.error).toMatch(/too large/);
});

it('keeps a domain synonym list that the ranking uses, refusing bad entries with 4xx', async () => {
  await uploadFile(kb, 'returns.txt', 'You may return an unused item within 30 days of delivery.');
  const before = await kb.post('/retrieve/', { query: 'Can I hand the jacket in after a week?' });
  const added = await kb.post('/synonyms/', { phrase: 'hand in', synonyms: ['Return'] });
  expect(added.status).toBe(201);
  expect(added.body).toMatchObject({ phrase: 'hand in', synonyms: ['return'] });
  const after = await kb.post('/retrieve/', { query: 'Can I hand the jacket in after a week?' });
  expect(after.body.synonyms).toContainEqual({
    word: 'hand in',
    synonym: 'return',
    source: 'domain',
  });
  expect(after.body.chunks[0].title).toBe('returns');
  expect(after.body.confidence).toBeGreaterThan(before.body.confidence);
  expect((await kb.post('/synonyms/', { phrase: 'Hand in', synonyms: ['give'] })).status).toBe(409);
  expect((await kb.post('/synonyms/', { phrase: ' ', synonyms: ['x'] })).body.error).toBe(
    'phrase is required',
  );
  expect((await kb.post('/synonyms/', { phrase: 'x', synonyms: [] })).body.error).toBe(
    'synonyms needs at least one word',
  );
  expect((await kb.get('/synonyms/')).body.synonyms).toHaveLength(1);
  expect((await kb.delete(`/synonyms/${added.body.id}`)).status).toBe(204);
  expect((await kb.delete(`/synonyms/${added.body.id}`)).status).toBe(404);
});
