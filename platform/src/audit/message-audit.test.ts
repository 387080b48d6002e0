import type { AuditEntry } from '@switchboard/domain';
import { clientFor } from '../testing/http-client';
import { usePlatformApi } from '../testing/platform-fixture';

/**
 * The conversation routes staff write through (a message, a turn, a rating, the improved
 * mark, a file upload) leave an entry naming the signed-in admin, on PGlite and PostgreSQL.
 */
const ADMIN = '00000000-0000-4000-8000-000000000002';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';

// The service credential the gateway holds: only with it does the platform store a turn.
const GATEWAY_KEY = 'message-audit-gateway-key';
const { platform, api } = usePlatformApi({ KB_API_KEY: GATEWAY_KEY });
const fromGateway = { headers: { 'x-api-key': GATEWAY_KEY } };

const entriesFor = async (entityId: string): Promise<AuditEntry[]> =>
  ((await api.get(`/api/audit?actor=${ADMIN}&limit=200`)).body.items as AuditEntry[]).filter(
    (entry) => entry.entityId === entityId,
  );

async function conversationWithTurn() {
  const conversation = await api.post('/api/conversations', { userId: ADMIN, botId: SUPPORT_BOT });
  const turn = await api.post(
    `/api/conversations/${conversation.body.id}/turns`,
    {
      idempotencyKey: 'audit-turn-key',
      question: 'Can I get a refund?',
      answer: { text: 'Yes, within 30 days.', session_id: 's-1', sources: [], trace_id: 't-1' },
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
