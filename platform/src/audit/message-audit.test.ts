import type { AuditEntry } from '@switchboard/domain';
import { clientFor, type ApiClient } from '../testing/http-client';
import { useTestPlatform } from '../testing/platform-fixture';
import { runSql } from '../testing/run-sql';
import { createTestStorage, startTestPlatform, type TestStorage } from '../testing/test-platform';

/**
 * The conversation routes staff write through (a message, a turn, a rating, the improved
 * mark, a file upload), a business deleted with its collection and a bot's avatar leave an
 * entry naming the signed-in admin, on PGlite and PostgreSQL.
 */
const ADMIN = '00000000-0000-4000-8000-000000000002';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';

/**
 * An entry that cannot be written: the store refuses every entry but a create's whose name
 * holds REFUSED, and any whose field was REFUSED… before (a trigger added before the platform
 * starts), so a test can make the entry of a write to a thing it made fail.
 */
const REFUSED = 'refusedentry';
const REFUSE_ENTRIES = [
  `CREATE FUNCTION refuse_test_entry() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'the test refuses this entry'; END $$`,
  `CREATE TRIGGER refuse_test_entry BEFORE INSERT ON audit_log FOR EACH ROW
     WHEN ((NEW.entity_name LIKE '%${REFUSED}%' AND NEW.action <> 'create')
       OR NEW.changes::text LIKE '%"before": "${REFUSED}%') EXECUTE FUNCTION refuse_test_entry()`,
];

// The service credential the gateway holds: only with it does the platform store a turn.
const GATEWAY_KEY = 'message-audit-gateway-key';
let storage: TestStorage;
beforeAll(async () => {
  storage = await createTestStorage();
  runSql(storage, REFUSE_ENTRIES);
});
const platform = useTestPlatform({ KB_API_KEY: GATEWAY_KEY }, (env) =>
  startTestPlatform(env, storage),
);
const api = {} as ApiClient;
beforeAll(async () => {
  Object.assign(api, await clientFor(platform.url));
});
const fromGateway = { headers: { 'x-api-key': GATEWAY_KEY } };
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const entriesFor = async (entityId: string): Promise<AuditEntry[]> =>
  ((await api.get(`/api/audit?actor=${ADMIN}&limit=200`)).body.items as AuditEntry[]).filter(
    (entry) => entry.entityId === entityId,
  );

async function conversationWithTurn(answer = 'Yes, within 30 days.', key = 'audit-turn-key') {
  const conversation = await api.post('/api/conversations', { userId: ADMIN, botId: SUPPORT_BOT });
  const turn = await api.post(
    `/api/conversations/${conversation.body.id}/turns`,
    {
      idempotencyKey: key,
      question: 'Can I get a refund?',
      answer: { text: answer, session_id: 's-1', sources: [], trace_id: 't-1' },
    },
    fromGateway,
  );
  expect(turn.status).toBe(201);
  return { conversationId: conversation.body.id as string, ...turn.body };
}

it('records a stored turn as its two messages, and a replay adds none', async () => {
  const { conversationId, userMessage, assistantMessage } = await conversationWithTurn();
  const [question] = await entriesFor(userMessage.id);
  expect(question).toMatchObject({
    actorEmail: 'admin@switchboard.local',
    action: 'create',
    kind: 'message',
    entityName: 'user: Can I get a refund?',
    changes: { content: { before: null, after: 'Can I get a refund?' } },
  });
  expect(await entriesFor(assistantMessage.id)).toMatchObject([
    { kind: 'message', entityName: 'assistant: Yes, within 30 days.' },
  ]);
  const replay = await api.post(
    `/api/conversations/${conversationId}/turns`,
    {
      idempotencyKey: 'audit-turn-key',
      question: 'Can I get a refund?',
      answer: { text: 'Yes, within 30 days.', session_id: 's-1', sources: [] },
    },
    fromGateway,
  );
  expect(replay.status).toBe(200);
  expect(await entriesFor(userMessage.id)).toHaveLength(1);
});

it('records a message added by hand, a rating with its before and after, and the improved mark', async () => {
  const { conversationId, assistantMessage } = await conversationWithTurn();
  const added = await api.post(`/api/conversations/${conversationId}/messages`, {
    content: 'A note from staff',
  });
  expect(await entriesFor(added.body.id)).toMatchObject([
    { action: 'create', kind: 'message', entityName: 'user: A note from staff' },
  ]);

  await api.put(`/api/messages/${assistantMessage.id}/rating`, {
    rating: 'down',
    comment: 'Vague',
  });
  await api.put(`/api/messages/${assistantMessage.id}/rating`, { rating: 'up' });
  const ratings = (await entriesFor(assistantMessage.id)).filter((e) => e.kind === 'rating');
  expect(ratings.map((entry) => entry.changes.rating)).toEqual([
    { before: 'down', after: 'up' },
    { before: null, after: 'down' },
  ]);
  expect(ratings[0]!.changes.ratingComment).toEqual({ before: 'Vague', after: null });

  await api.put(
    `/api/messages/${assistantMessage.id}/improved`,
    { staffAnswerId: 'sa-1' },
    fromGateway,
  );
  const [improved] = (await entriesFor(assistantMessage.id)).filter((e) => e.kind === 'message');
  expect(improved).toMatchObject({
    action: 'update',
    changes: { staffAnswerId: { before: null, after: 'sa-1' } },
  });

  // Taking the mark back is recorded; taking back a mark already gone records nothing.
  expect((await api.delete(`/api/messages/${assistantMessage.id}/improved`)).status).toBe(200);
  expect((await api.delete(`/api/messages/${assistantMessage.id}/improved`)).status).toBe(200);
  const marks = (await entriesFor(assistantMessage.id)).filter(
    (e) => e.kind === 'message' && e.action === 'update',
  );
  expect(marks).toHaveLength(2);
  expect(marks[0]).toMatchObject({
    action: 'update',
    changes: { staffAnswerId: { before: 'sa-1', after: null } },
  });
});

it('keeps the improved mark when the entry of taking it back cannot be written', async () => {
  const { conversationId, assistantMessage } = await conversationWithTurn(
    'Refunds take a week.',
    'refused-mark-key',
  );
  const staffAnswerId = `${REFUSED}-sa`;
  const marked = await api.put(
    `/api/messages/${assistantMessage.id}/improved`,
    { staffAnswerId },
    fromGateway,
  );
  expect(marked.status).toBe(200);
  expect((await api.delete(`/api/messages/${assistantMessage.id}/improved`)).status).toBe(500);
  const search = await api.get(
    `/api/message-search?conversationId=${conversationId}&messageType=ASSISTANT`,
  );
  expect(search.body.items[0].feedback).toMatchObject({ staffAnswerId });
});

it("records a business deleted with its collection and a bot's new avatar; a refused entry undoes each", async () => {
  const business = async (name: string) =>
    (await api.post('/api/businesses', { name })).body.id as string;
  const kept = await business('Harbour Kiosk');
  expect((await api.post(`/api/businesses/${kept}/deletion`, {})).status).toBe(200);
  const [deleted] = (await entriesFor(kept)).filter((entry) => entry.action === 'delete');
  expect(deleted).toMatchObject({
    kind: 'business',
    entityName: 'Harbour Kiosk',
    changes: { name: { before: 'Harbour Kiosk', after: null } },
  });
  const refused = await business(`Kiosk ${REFUSED}`);
  expect((await api.post(`/api/businesses/${refused}/deletion`, {})).status).toBe(500);
  expect((await api.get(`/api/businesses/${refused}`)).status).toBe(200);

  const avatar = (botId: string) =>
    api.post('/api/images/upload', {
      imageBuffer: ONE_PIXEL_PNG,
      fileName: 'pixel.png',
      mimeType: 'image/png',
      botId,
    });
  expect((await avatar(SUPPORT_BOT)).status).toBe(201);
  const [changed] = (await entriesFor(SUPPORT_BOT)).filter((entry) => entry.kind === 'bot');
  expect(changed).toMatchObject({ action: 'update', kind: 'bot' });
  expect(changed!.changes.avatar!.after).toEqual(expect.stringContaining('/media/avatars/'));
  const bot = await api.post('/api/bots', {
    name: `Bot ${REFUSED}`,
    botPath: 'https://bots.example.com/kb/refused',
  });
  expect(bot.status).toBe(201);
  expect((await avatar(bot.body.id)).status).toBe(500);
  expect((await api.get(`/api/images/retrieve?botId=${bot.body.id}`)).body.avatar).toBeNull();
});
it('leaves no entry when the write is refused', async () => {
  const { userMessage } = await conversationWithTurn();
  const before = (await entriesFor(userMessage.id)).length;
  expect((await api.put(`/api/messages/${userMessage.id}/rating`, { rating: 'up' })).status).toBe(
    400,
  );
  expect(await entriesFor(userMessage.id)).toHaveLength(before);
});

it('records a file upload by its name and size, never its bytes', async () => {
  const form = new FormData();
  form.append('file', new Blob(['private words'], { type: 'text/plain' }), 'notes.txt');
  const uploaded = await api.post('/api/fileupload', undefined, { rawBody: form });
  expect(uploaded.status).toBe(201);
  const [entry] = await entriesFor(uploaded.body.id);
  expect(entry).toMatchObject({
    action: 'create',
    kind: 'file',
    entityName: 'notes.txt',
    changes: { size: { before: null, after: 13 } },
  });
  expect(JSON.stringify(entry)).not.toContain('private words');
});

it('exports the whole filtered set as one streamed JSON array, to bot admins only', async () => {
  const exported = await api.get('/api/audit/export?kind=file');
  expect(exported.status).toBe(200);
  expect(exported.body.length).toBeGreaterThan(0);
  expect(exported.body.every((entry: AuditEntry) => entry.kind === 'file')).toBe(true);
  expect((await api.get('/api/audit/export?action=explode')).status).toBe(400);
  const employee = await clientFor(platform.url, 'employee@switchboard.local');
  expect((await employee.get('/api/audit/export')).status).toBe(403);
});
