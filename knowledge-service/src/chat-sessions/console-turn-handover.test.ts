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

const ADMIN = '00000000-0000-4000-8000-000000000002';
const BOT = '00000000-0000-4000-8000-0000000043b0';
const CONVERSATION = '00000000-0000-4000-8000-0000000043c0';
const SLUG = 'turns-bot';
const id = (kind: number, n: number) => `00000000-0000-4000-8000-0000000043${kind}${n}`;
/** Console messages (1), the service's copies (2) and the answers' traces (3), by number. */
const consoleMessage = (n: number) => id(1, n);
const kbMessage = (n: number) => id(2, n);
const trace = (n: number) => id(3, n);

interface Turn {
  n: number;
  question: string;
  answer: string;
  outcome: 'answered' | 'declined';
  confidence: number;
  hoursAgo: number;
}

/** Two console turns (the second's trace kept in upper case, as older answers were) and a direct caller's. */
const CONSOLE_TURNS: Turn[] = [
  {
    n: 1,
    question: 'Can I pay for a permit in cash?',
    answer: "I don't know.",
    outcome: 'declined',
    confidence: 0.05,
    hoursAgo: 5,
  },
  {
    n: 3,
    question: 'How long does a permit renewal take?',
    answer: 'Ten working days.',
    outcome: 'answered',
    confidence: 0.71,
    hoursAgo: 4,
  },
];
const DIRECT_TURN: Turn = {
  n: 5,
  question: 'Can I pay for a permit in bitcoin?',
  answer: "I don't know.",
  outcome: 'declined',
  confidence: 0.02,
  hoursAgo: 3,
};

/* One instant for every row: each statement runs in its own transaction, so now() moves between
   them, and a second boundary crossed between the two stores' inserts moved a turn's last_asked. */
const NOW = new Date().toISOString();
const at = (turn: Turn, offsetMs = 0) =>
  `timestamptz '${NOW}' - interval '${turn.hoursAgo} hours' + interval '${offsetMs} milliseconds'`;

const kbCopies = (turn: Turn, session: string) => [
  `INSERT INTO kb_chat_messages (id, service, session_id, message_type, message_object, created_at)
    VALUES ('${kbMessage(turn.n)}', '${SLUG}', '${session}', 'user',
      '${JSON.stringify({ query: turn.question }).replace(/'/g, "''")}', ${at(turn)})`,
  `INSERT INTO kb_chat_messages (id, service, session_id, message_type, message_object, created_at)
    VALUES ('${kbMessage(turn.n + 1)}', '${SLUG}', '${session}', 'assistant',
      '${JSON.stringify({ session_id: session, response: turn.answer, answer: turn.answer, outcome: turn.outcome, sources: [], confidence: turn.confidence, retriever_type: 'hybrid', trace_id: trace(turn.n) }).replace(/'/g, "''")}',
      ${at(turn, 400)})`,
  `INSERT INTO kb_chat_events (service, session_id, user_id, message_id, trace_id, requested_at,
      latency_ms, outcome, confidence, retriever_type)
    VALUES ('${SLUG}', '${session}', 'u', '${kbMessage(turn.n + 1)}', '${trace(turn.n)}', ${at(turn)},
      400, '${turn.outcome === 'declined' ? 'unknown' : 'answered'}', ${turn.confidence}, 'hybrid')`,
];

const consoleMessages = (turn: Turn, orderIndex: number) => [
  `INSERT INTO messages (id, conversation_id, message_type, content, message_object, order_index, created_at)
    VALUES ('${consoleMessage(turn.n)}', '${CONVERSATION}', 'USER', '${turn.question}',
      '${JSON.stringify({ query: turn.question })}', ${orderIndex}, ${at(turn)})`,
  `INSERT INTO messages (id, conversation_id, message_type, content, message_object, order_index, outcome, created_at, from_bot)
    VALUES ('${consoleMessage(turn.n + 1)}', '${CONVERSATION}', 'ASSISTANT', '${turn.answer.replace(/'/g, "''")}',
      '${JSON.stringify({ session_id: 's-console', sources: [], confidence: turn.confidence, retriever_type: 'hybrid', trace_id: turn.n === 3 ? trace(turn.n).toUpperCase() : trace(turn.n) })}',
      ${orderIndex + 1}, '${turn.outcome}', ${at(turn, 400)}, true)`,
];

/** The layout before the hand-over: each console turn in both stores, a direct caller's in the service's. */
const OLD_LAYOUT = [
  `INSERT INTO bots (id, name, bot_path) VALUES ('${BOT}', '${SLUG}', 'http://127.0.0.1:4100/kb/${SLUG}')`,
  `INSERT INTO conversations (id, bot_id, user_id, title) VALUES ('${CONVERSATION}', '${BOT}', '${ADMIN}', 'Old turns')`,
  ...CONSOLE_TURNS.flatMap((turn, index) => consoleMessages(turn, index * 2)),
  `INSERT INTO kb_chat_sessions (service, id, user_id) VALUES ('${SLUG}', 's-console', '${ADMIN}'), ('${SLUG}', 's-api', 'asker-1')`,
  ...CONSOLE_TURNS.flatMap((turn) => kbCopies(turn, 's-console')),
  ...kbCopies(DIRECT_TURN, 's-api'),
  // As a store was before the hand-over: its copies not yet handed over.
  `DELETE FROM kb_handovers WHERE name = 'console-turns'`,
];

/** The service's questions as its analytics read them from its own copies before the hand-over. */
const OLD_QUESTIONS = `
  SELECT u.message_object->>'query' AS query, (a.message_object->>'confidence')::float8 AS confidence,
    a.message_object->>'outcome' AS outcome, a.created_at AS asked_at
  FROM kb_chat_messages a
  JOIN LATERAL (
    SELECT m.message_object FROM kb_chat_messages m
    WHERE m.service = a.service AND m.session_id = a.session_id AND m.message_type = 'user' AND m.seq < a.seq
    ORDER BY m.seq DESC LIMIT 1
  ) u ON true
  WHERE a.service = '${SLUG}' AND a.message_type = 'assistant'`;
const OLD_GAPS = `SELECT lower(q.query) AS query, count(*)::int AS times_asked,
    round(max(q.confidence)::numeric, 3)::float8 AS best_confidence,
    to_char(max(q.asked_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_asked
  FROM (${OLD_QUESTIONS}) q WHERE q.outcome = 'declined' GROUP BY 1 ORDER BY times_asked DESC, query`;
const OLD_INTENTS = `SELECT w.term, count(*)::int AS questions
  FROM (${OLD_QUESTIONS}) q,
    LATERAL (SELECT DISTINCT lower(d.token) AS term FROM ts_debug('english', q.query) d
             WHERE cardinality(d.lexemes) > 0) w
  GROUP BY 1 ORDER BY questions DESC, term LIMIT 30`;
const OLD_HISTORY = `SELECT message_type AS type,
    coalesce(message_object->>'query', message_object->>'response') AS text
  FROM kb_chat_messages WHERE service = '${SLUG}' AND session_id = 's-console' ORDER BY seq`;

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

it(
  'hands each console turn over to the console once, losing nothing a user saw and changing no analytics figure',
  async () => {
    // One run of the store's SQL each side (each run opens the store anew).
    const [before] = runSql<{ gaps: object[]; intents: object[]; history: object[] }>(storage, [
      ...OLD_LAYOUT,
      `SELECT (SELECT json_agg(g) FROM (${OLD_GAPS}) g) AS gaps,
      (SELECT json_agg(i) FROM (${OLD_INTENTS}) i) AS intents,
      (SELECT json_agg(h) FROM (${OLD_HISTORY}) h) AS history`,
    ]);
    const { gaps, intents, history } = before!;
    expect(gaps.map((row) => (row as { query: string }).query)).toEqual([
      'can i pay for a permit in bitcoin?',
      'can i pay for a permit in cash?',
    ]);
    expect(history).toHaveLength(4);

    platform = await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY }, storage);
    const kb = kbClient(platform, SLUG);
    const figure = async (path: string) => {
      const result = await kb.get(path);
      expect(result.status).toBe(200);
      return result.body.data;
    };
    expect((await figure('/analytics/conversation/knowledge-gaps')).questions).toEqual(gaps);
    expect((await figure('/analytics/conversation/intents')).terms).toEqual(intents);
    const feedback = (await kb.get('/feedback-analytics')).body;
    expect(feedback.totals).toMatchObject({ answers: 3, declined: 2 });
    const unanswered = JSON.stringify(feedback.unanswered);
    expect(unanswered).toContain(CONSOLE_TURNS[0]!.question);
    expect(unanswered).toContain(DIRECT_TURN.question);

    // The service's history of the console session reads the console's turns.
    const shown = await kb.get('/chat/s-console', { headers: { 'x-switchboard-user-id': ADMIN } });
    expect(
      shown.body.messages.map(
        (m: { message_type: string; message_object: Record<string, string> }) => ({
          type: m.message_type,
          text: m.message_object.query ?? m.message_object.response,
        }),
      ),
    ).toEqual(history);
    await stopTestPlatform(platform, true);
    platform = undefined;

    // The service keeps the direct caller's turn, and its events name no message it dropped.
    const [after] = runSql<Record<string, unknown>>(storage, [
      `SELECT
      (SELECT json_agg(m.id ORDER BY m.seq) FROM kb_chat_messages m WHERE m.service = '${SLUG}') AS messages,
      (SELECT json_agg(json_build_object('trace', e.trace_id, 'message', e.message_id) ORDER BY e.requested_at)
        FROM kb_chat_events e WHERE e.service = '${SLUG}') AS events,
      (SELECT json_agg(h.name) FROM kb_handovers h) AS handovers`,
    ]);
    expect(after).toEqual({
      messages: [kbMessage(5), kbMessage(6)],
      events: [
        { trace: trace(1), message: null },
        { trace: trace(3), message: null },
        { trace: trace(5), message: kbMessage(6) },
      ],
      handovers: ['console-turns'],
    });
  },
  PLATFORM_START_TIMEOUT_MS * 3,
);
