import { apiClient, signIn } from '../testing/http-client';
import { kbClient, TEST_KB_API_KEY } from '../testing/kb-test-platform';
import { runSql } from '../testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
  type TestStorage,
} from '../testing/test-platform';

const ADMIN = '00000000-0000-4000-8000-000000000002';
const BOT = '00000000-0000-4000-8000-0000000041b0';
const CONVERSATION = '00000000-0000-4000-8000-0000000041c0';
const SLUG = 'ratings-bot';
/** Console answers, the service's answers and their traces, by number. */
const consoleAnswer = (n: number) => `00000000-0000-4000-8000-00000000410${n}`;
const kbAnswer = (n: number) => `00000000-0000-4000-8000-00000000411${n}`;
const trace = (n: number) => `00000000-0000-4000-8000-00000000412${n}`;

/**
 * The layout before migration 410: a console rating written to both stores (1), one only
 * the service kept (2: the console's write was lost), and an asker's own rating through
 * the bot's chat API, which the console never showed (3). 410 is marked not yet run.
 */
const OLD_LAYOUT = [
  `INSERT INTO bots (id, name, bot_path) VALUES ('${BOT}', '${SLUG}', 'http://127.0.0.1:4100/kb/${SLUG}')`,
  `INSERT INTO conversations (id, bot_id, user_id, title) VALUES ('${CONVERSATION}', '${BOT}', '${ADMIN}', 'Old ratings')`,
  ...[1, 2].map(
    (
      n,
    ) => `INSERT INTO messages (id, conversation_id, message_type, content, message_object, order_index, outcome, from_bot)
      VALUES ('${consoleAnswer(n)}', '${CONVERSATION}', 'ASSISTANT', 'Answer ${n}',
        '{"session_id": "s-console", "trace_id": "${trace(n).toUpperCase()}"}', ${n}, 'answered', true)`,
  ),
  `INSERT INTO message_feedback (message_id, rating, rating_comment, rated_by, rated_at)
    VALUES ('${consoleAnswer(1)}', 'down', 'Wrong hours', '${ADMIN}', now())`,
  `INSERT INTO kb_chat_sessions (service, id, user_id) VALUES ('${SLUG}', 's-console', '${ADMIN}'), ('${SLUG}', 's-api', 'asker-1')`,
  ...[1, 2, 3].map(
    (n) => `INSERT INTO kb_chat_messages (id, service, session_id, message_type, message_object)
      VALUES ('${kbAnswer(n)}', '${SLUG}', '${n === 3 ? 's-api' : 's-console'}', 'assistant', '{}')`,
  ),
  ...[1, 2, 3].map(
    (
      n,
    ) => `INSERT INTO kb_chat_events (service, session_id, user_id, message_id, trace_id, requested_at,
        latency_ms, outcome, retriever_type)
      VALUES ('${SLUG}', '${n === 3 ? 's-api' : 's-console'}', 'u', '${kbAnswer(n)}', '${trace(n)}', now(), 1, 'answered', 'bm25')`,
  ),
  `INSERT INTO kb_message_ratings (message_id, service, rating, comment, rated_by) VALUES
    ('${kbAnswer(1)}', '${SLUG}', 'down', 'Wrong hours', '${ADMIN}'),
    ('${kbAnswer(2)}', '${SLUG}', 'up', 'Spot on', '${ADMIN}'),
    ('${kbAnswer(3)}', '${SLUG}', 'down', 'Not what I asked', 'asker-1')`,
  `DELETE FROM schema_migrations WHERE version = 410`,
];

/** The feedback totals as the service computed them from its own copies before 410. */
const OLD_TOTALS = `SELECT count(*)::int AS answers, count(r.rating)::int AS rated,
    count(*) FILTER (WHERE r.rating = 'up')::int AS up,
    count(*) FILTER (WHERE r.rating = 'down')::int AS down,
    count(*) FILTER (WHERE e.outcome = 'unknown')::int AS declined
  FROM kb_chat_events e LEFT JOIN kb_message_ratings r ON r.message_id = e.message_id
  WHERE e.service = '${SLUG}' AND e.outcome <> 'error'`;

let storage: TestStorage;
let platform: TestPlatform | undefined;

beforeAll(async () => {
  storage = await createTestStorage();
  // A first start migrates and seeds (the admin the rows name), as a store in use had.
  await stopTestPlatform(await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY }, storage), true);
}, PLATFORM_START_TIMEOUT_MS * 2);

afterAll(async () => {
  await stopTestPlatform(platform, true);
  await storage?.dispose();
}, PLATFORM_START_TIMEOUT_MS);

it('keeps each rating in one store, losing none a user saw and changing no analytics figure', async () => {
  const [before] = runSql<Record<string, number>>(storage, [...OLD_LAYOUT, OLD_TOTALS]);
  expect(before).toEqual({ answers: 3, rated: 3, up: 1, down: 2, declined: 0 });

  platform = await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY }, storage);
  const analytics = await kbClient(platform, SLUG).get('/feedback-analytics?days=7');
  expect(analytics.status).toBe(200);
  expect(analytics.body.totals).toMatchObject(before!);

  const token = (await signIn(platform.url, 'admin@switchboard.local')).access_token;
  const shown = await apiClient(platform.url, token).get(`/api/conversations/${CONVERSATION}`);
  const ratings = Object.fromEntries(
    (shown.body.messages as { id: string; feedback?: { rating: unknown } }[]).map((m) => [
      m.id,
      m.feedback?.rating,
    ]),
  );
  expect(ratings).toEqual({
    [consoleAnswer(1)]: expect.objectContaining({ rating: 'down', comment: 'Wrong hours' }),
    [consoleAnswer(2)]: expect.objectContaining({ rating: 'up', comment: 'Spot on' }),
  });
  await stopTestPlatform(platform, true);
  platform = undefined;

  // The service keeps the asker's own rating and no copy of a console one.
  expect(
    runSql(storage, [
      `SELECT message_id::text AS id, rating, rated_by FROM kb_message_ratings WHERE service = '${SLUG}'`,
    ]),
  ).toEqual([{ id: kbAnswer(3), rating: 'down', rated_by: 'asker-1' }]);
});
