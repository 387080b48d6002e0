import { messageHitPageSchema } from '@switchboard/domain';
import { clientFor, type ApiClient } from '../../testing/http-client';
import { runSql } from '../../testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
  type TestStorage,
} from '../../testing/test-platform';

const ADMIN = '00000000-0000-4000-8000-000000000002';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';
const SEEDED = 10_000;
// The service credential: the improved mark is taken only with it (the gateway's operation).
const GATEWAY_KEY = 'feedback-routes-gateway-key';

let storage: TestStorage;
let platform: TestPlatform | undefined;
let api: ApiClient;
let conversationId: string;

type Hit = {
  id: string;
  content: string;
  excerpt: [number, number];
  marks: [number, number][];
  question: string | null;
};

/**
 * Ten thousand messages written by SQL while the platform is stopped (PGlite has one
 * process at a time): questions and answers of 100 conversations, one word in a single
 * body only, and every 50th answer a decline. A decline is what its outcome says, not its
 * wording: the declines are worded without "I don't know", and one answer that begins
 * with it was answered.
 */
beforeAll(async () => {
  storage = await createTestStorage();
  platform = await startTestPlatform({ KB_API_KEY: GATEWAY_KEY }, storage);
  await platform.close();
  runSql(storage, [
    `INSERT INTO conversations (id, bot_id, user_id, title)
       SELECT ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid,
              '${SUPPORT_BOT}', '${ADMIN}', 'Seeded ' || g FROM generate_series(1, 100) g`,
    `INSERT INTO messages (conversation_id, message_type, content, outcome, from_bot, order_index, created_at)
       SELECT ('00000000-0000-4000-9000-' || lpad((1 + i / 100)::text, 12, '0'))::uuid,
              CASE WHEN i % 2 = 0 THEN 'USER' ELSE 'ASSISTANT' END,
              CASE WHEN i = 7777 THEN 'Your parcel waits with the xylophonist next door.'
                   WHEN i % 2 = 0 THEN 'How long does delivery take for order ' || i || '?'
                   WHEN i % 100 = 1 THEN 'Nothing this bot was given covers that question.'
                   WHEN i = 7775 THEN 'I don''t know your courier; delivery takes three to five working days.'
                   ELSE 'Standard delivery takes three to five working days for order ' || i || '.' END,
              CASE WHEN i % 2 = 0 THEN NULL WHEN i % 100 = 1 THEN 'declined' ELSE 'answered' END,
              i % 2 = 1, i % 100, now() - make_interval(secs => ${SEEDED} - i)
       FROM generate_series(0, ${SEEDED - 1}) i`,
  ]);
  platform = await startTestPlatform({ KB_API_KEY: GATEWAY_KEY }, storage);
  api = await clientFor(platform.url);
  conversationId = '00000000-0000-4000-9000-000000000078';
}, PLATFORM_START_TIMEOUT_MS * 2);

afterAll(() => stopTestPlatform(platform), PLATFORM_START_TIMEOUT_MS);

it('finds a word that appears only in one message body among 10,000, marked', async () => {
  const found = await api.get(`/api/message-search?q=xylophonist&botId=${SUPPORT_BOT}`);
  expect(found.status).toBe(200);
  expect(messageHitPageSchema.parse(found.body).total).toBe(1);
  const [hit] = found.body.items as Hit[];
  expect(hit!.content).toContain('xylophonist');
  expect(hit!.marks.map(([from, to]) => hit!.content.slice(from, to))).toEqual(['xylophonist']);
  expect(hit!.question).toMatch(/How long does delivery take/);
});

it('pages a common word on the server, in stemmed english', async () => {
  const first = await api.get('/api/message-search?q=deliveries&limit=20');
  expect(first.body).toMatchObject({ limit: 20, offset: 0 });
  // Every message but the declines and the one about the xylophonist.
  expect(first.body.total).toBe(SEEDED - SEEDED / 100 - 1);
  expect(first.body.items).toHaveLength(20);
  const second = await api.get('/api/message-search?q=deliveries&limit=20&offset=20');
  const ids = new Set([...first.body.items, ...second.body.items].map((hit: Hit) => hit.id));
  expect(ids.size).toBe(40);
  expect((await api.get('/api/message-search?limit=101')).body.error).toBe(
    'limit must be at most 100',
  );
  expect((await api.get('/api/message-search?rating=sideways')).status).toBe(400);
});

it('rates as staff, shows who rated, filters by rating and declined, and works Needs review', async () => {
  const thread = (await api.get(`/api/conversations/${conversationId}/messages`)).body;
  // The first answer of each seeded conversation is a decline; this one is not.
  const answer = thread.filter((m: { messageType: string }) => m.messageType === 'ASSISTANT')[1];
  const question = thread.find((m: { messageType: string }) => m.messageType === 'USER');

  const rated = await api.put(`/api/messages/${answer.id}/rating`, {
    rating: 'down',
    comment: 'Wrong days',
  });
  expect(rated.status).toBe(200);
  expect(rated.body.rating).toMatchObject({
    rating: 'down',
    comment: 'Wrong days',
    ratedBy: ADMIN,
    ratedByName: expect.any(String),
    ratedAt: expect.any(String),
  });
  const reread = (await api.get(`/api/conversations/${conversationId}`)).body.messages;
  expect(reread.find((m: { id: string }) => m.id === answer.id).feedback.rating.rating).toBe(
    'down',
  );

  expect((await api.put(`/api/messages/${question.id}/rating`, { rating: 'up' })).body.error).toBe(
    'Only an answer can be rated',
  );
  expect((await api.put(`/api/messages/${answer.id}/rating`, { rating: 'meh' })).status).toBe(400);

  const down = await api.get('/api/message-search?rating=down');
  expect(down.body.items.map((hit: Hit) => hit.id)).toEqual([answer.id]);
  const declined = await api.get('/api/message-search?declined=true&limit=1');
  expect(declined.body.total).toBe(SEEDED / 100);

  const review = await api.get('/api/message-search?view=needs-review&limit=100');
  expect(review.body.total).toBe(SEEDED / 100 + 1);
  const times = review.body.items.map((hit: { createdAt: string }) => hit.createdAt);
  expect([...times].sort()).toEqual(times);

  // Needs review narrowed by words finds an answer by its question's words too.
  const byQuestion = await api.get('/api/message-search?view=needs-review&q=7702');
  expect(byQuestion.body.items.map((hit: Hit) => hit.id)).toEqual([answer.id]);

  const improved = await api.put(
    `/api/messages/${answer.id}/improved`,
    { staffAnswerId: 'sa-1' },
    { headers: { 'x-api-key': GATEWAY_KEY } },
  );
  expect(improved.body).toMatchObject({ staffAnswerId: 'sa-1', improvedAt: expect.any(String) });
  expect((await api.get('/api/message-search?view=needs-review')).body.total).toBe(SEEDED / 100);

  // An "assistant" message written by hand is a person's: rated down, it waits for no staff answer.
  const handWritten = await api.post(`/api/conversations/${conversationId}/messages`, {
    messageType: 'ASSISTANT',
    content: 'Typed by a person: deliveries take a week.',
  });
  expect(handWritten.body.fromBot).toBe(false);
  const found = await api.get('/api/message-search?q=week');
  expect(found.body.items).toEqual([
    expect.objectContaining({ id: handWritten.body.id, fromBot: false }),
  ]);
  await api.put(`/api/messages/${handWritten.body.id}/rating`, { rating: 'down' });
  expect((await api.get('/api/message-search?view=needs-review')).body.total).toBe(SEEDED / 100);

  const cleared = await api.put(`/api/messages/${answer.id}/rating`, { rating: null });
  expect(cleared.body.rating).toBeNull();
});

it('lets only bot admins rate, improve or search', async () => {
  const employee = await clientFor(platform!.url, 'employee@switchboard.local');
  const outsider = await clientFor(platform!.url, 'outsider@example.com');
  const anyAnswer = (await api.get('/api/message-search?declined=true&limit=1')).body.items[0];
  for (const client of [employee, outsider]) {
    expect(
      (await client.put(`/api/messages/${anyAnswer.id}/rating`, { rating: 'up' })).status,
    ).toBe(403);
    expect(
      (await client.put(`/api/messages/${anyAnswer.id}/improved`, { staffAnswerId: 'x' })).status,
    ).toBe(403);
    expect((await client.get('/api/message-search?q=delivery')).status).toBe(403);
  }
});
