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
import { until } from '@switchboard/platform/testing/until';
import { CALLER_HEADER, STAFF_HEADER } from '../chat-sessions/session-owner';
import { CONSOLE_OPERATION_HEADER } from './pending-writes';

const ADMIN = '00000000-0000-4000-8000-000000000002';
const CONVERSATION = '00000000-0000-4000-8000-0000000413c0';
const ANSWER = '00000000-0000-4000-8000-0000000413a1';
const SLUG = 'customer-support';

let storage: TestStorage;
let platform: TestPlatform | undefined;

/** The service as the gateway's operations write to it: staff, and naming the operation's key. */
const forOperation = (key: string) => ({
  headers: { [CALLER_HEADER]: ADMIN, [STAFF_HEADER]: 'bot-admin', [CONSOLE_OPERATION_HEADER]: key },
});
const staff = { headers: { [CALLER_HEADER]: ADMIN, [STAFF_HEADER]: 'bot-admin' } };

/** A start whose pending writes are settled this long after they were made. */
const start = (graceMs: number) =>
  startTestPlatform(
    { KB_API_KEY: TEST_KB_API_KEY, KB_PENDING_WRITE_GRACE_MS: String(graceMs) },
    storage,
  );

beforeAll(async () => {
  storage = await createTestStorage();
}, PLATFORM_START_TIMEOUT_MS);

afterAll(async () => {
  await stopTestPlatform(platform, true);
  await storage?.dispose();
}, PLATFORM_START_TIMEOUT_MS);

it(
  'keeps each pending write the console recorded and undoes the others, after a restart',
  async () => {
    // A grace period no test waits out: everything made now stays pending through this start.
    platform = await start(60 * 60_000);
    const kb = kbClient(platform, SLUG);
    const collection = async (name: string, key?: string) => {
      const made = await kb.post(
        '/collection-stats',
        { name },
        key ? forOperation(key) : undefined,
      );
      expect(made.status).toBe(201);
      return made.body as { id: string; pending?: true };
    };
    const staffAnswer = async (question: string, key: string) => {
      const made = await kb.post(
        '/staff-answers',
        { question, answer: 'Yes.' },
        {
          headers: { ...forOperation(key).headers, 'idempotency-key': key },
        },
      );
      expect(made.status).toBe(201);
      return made.body as { id: string; pending?: true };
    };
    const never = await collection('Never recorded', 'pending-0001');
    const recorded = await collection('Named by a business', 'pending-0002');
    const plain = await collection('Made by hand');
    const unmarked = await staffAnswer('Is the mark never taken?', 'pending-0003');
    const marked = await staffAnswer('Is the mark taken?', 'pending-0004');
    expect([never, recorded, unmarked, marked].map((row) => row.pending)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(plain.pending).toBeUndefined();

    const collections = async () =>
      (await kb.get('/collection-stats/collections')).body as { id: string; pending?: true }[];
    const staffAnswers = async () =>
      (
        (await kb.get('/staff-answers', staff)).body as {
          answers: { id: string; pending?: true }[];
        }
      ).answers;
    expect(
      (await collections())
        .filter((row) => row.pending)
        .map((row) => row.id)
        .sort(),
    ).toEqual([never.id, recorded.id].sort());
    expect(
      (await staffAnswers())
        .filter((row) => row.pending)
        .map((row) => row.id)
        .sort(),
    ).toEqual([unmarked.id, marked.id].sort());
    await stopTestPlatform(platform, true);
    platform = undefined;

    // Meanwhile the console recorded two of the operations: a business names one collection,
    // and one answer's improved mark keeps its key.
    runSql(storage, [
      `INSERT INTO businesses (name, collection_id) VALUES ('Named by a business', '${recorded.id}')`,
      `INSERT INTO conversations (id, bot_id, user_id, title)
        SELECT '${CONVERSATION}', b.id, '${ADMIN}', 'Improved' FROM bots b
        WHERE b.bot_path LIKE '%/kb/${SLUG}' ORDER BY b.created_at LIMIT 1`,
      `INSERT INTO messages (id, conversation_id, message_type, content, message_object, order_index)
        VALUES ('${ANSWER}', '${CONVERSATION}', 'ASSISTANT', 'Maybe.', '{}', 1)`,
      `INSERT INTO message_feedback (message_id, improved_at, staff_answer_id, improve_key)
        VALUES ('${ANSWER}', now(), '${marked.id}', 'pending-0004')`,
    ]);

    // After the restart the sweep at start settles every write past its (now short) grace.
    platform = await start(1);
    const after = kbClient(platform, SLUG);
    const listedIds = async () =>
      (
        (await after.get('/collection-stats/collections')).body as { id: string; pending?: true }[]
      ).map((row) => `${row.id}${row.pending ? ' pending' : ''}`);
    await until('the pending writes settled', async () => {
      const ids = await listedIds();
      return ids.includes(never.id) || ids.some((id) => id.endsWith(' pending')) ? undefined : ids;
    });
    expect(await listedIds()).toEqual(expect.arrayContaining([recorded.id, plain.id]));
    const answers = (
      (await after.get('/staff-answers', staff)).body as {
        answers: { id: string; pending?: true }[];
      }
    ).answers;
    expect(answers.map((row) => row.id)).toContain(marked.id);
    expect(answers.map((row) => row.id)).not.toContain(unmarked.id);
    expect(answers.filter((row) => row.pending)).toEqual([]);

    // The undone staff answer's key is gone with it: a retry of that operation makes it anew.
    const again = await after.post(
      '/staff-answers',
      { question: 'Is the mark never taken?', answer: 'Yes.' },
      {
        headers: { ...staff.headers, 'idempotency-key': 'pending-0003' },
      },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.id).not.toBe(unmarked.id);
    await stopTestPlatform(platform, true);
    platform = undefined;
    // Every write is settled (the store's SQL runs with the service stopped).
    const [open] = runSql<{ count: number }>(storage, [
      `SELECT count(*)::int AS count FROM kb_pending_writes WHERE settled_at IS NULL`,
    ]);
    expect(open).toEqual({ count: 0 });
  },
  PLATFORM_START_TIMEOUT_MS * 4,
);
