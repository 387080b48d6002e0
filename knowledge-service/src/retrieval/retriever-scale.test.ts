import { stopTestPlatform, type TestPlatform } from '@switchboard/platform/testing/test-platform';
import {
  ask,
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';

// A common term in thousands of chunks: "harbour" alone is in more than a thousand, and
// every chunk holding a question's term is scored (the SQL scoring capped them here).
let platform: TestPlatform;
let kb: KbClient;
beforeAll(async () => {
  platform = await startKbPlatform();
  kb = kbClient(platform, 'default');
  const notices = Array.from(
    { length: 7000 },
    (_, i) =>
      `Harbour notice ${i}: berth ${i % 97} is kept for fishing boats on weekday mornings, and the office logs every arrival.`,
  ).join(' ');
  const log = await uploadFile(kb, 'harbour-log.txt', notices);
  expect(log.body).toMatchObject({ status: 'ready', chunk_count: expect.any(Number) });
  expect(log.body.chunk_count).toBeGreaterThan(1000);
  await uploadFile(kb, 'keeper.txt', 'The harbour lighthouse keeper is Marit Olsen.');
  // Starting a platform and indexing a thousand chunks outlasts one hook's 60 s on a busy machine.
}, 180_000);
afterAll(() => stopTestPlatform(platform));

it('still ranks the chunk with the rare terms first when a common term matches thousands', async () => {
  const hit = await kb.post('/retrieve/', { query: 'Who is the harbour lighthouse keeper?' });
  expect(hit.body).toMatchObject({ decision: 'answer' });
  expect(hit.body.chunks[0]).toMatchObject({ title: 'keeper', coverage: 1 });
  const chat = await ask(kb, 'Who is the harbour lighthouse keeper?');
  expect(chat.answer).toMatch(/Marit Olsen/);
  expect(chat.sources[0]).toMatchObject({ title: 'keeper' });
});

it('answers a question of common words alone from chunks holding all of them', async () => {
  const hit = await kb.post('/retrieve/', { query: 'harbour notice berth', top_k: 5 });
  expect(hit.body.decision).toBe('answer');
  expect(hit.body.chunks).toHaveLength(5);
  for (const chunk of hit.body.chunks)
    expect(chunk).toMatchObject({ title: 'harbour log', coverage: 1 });
});
