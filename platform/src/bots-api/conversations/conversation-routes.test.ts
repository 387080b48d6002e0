import { usePlatformApi } from '../../testing/platform-fixture';

const SUPERUSER = '00000000-0000-4000-8000-000000000001';
const ADMIN = '00000000-0000-4000-8000-000000000002';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';
const ARCHIVED = '00000000-0000-4000-8000-000000000403';

const { api } = usePlatformApi();

describe('conversation lists', () => {
  it('filters by user, status (default ACTIVE) and bot', async () => {
    expect((await api.get('/api/conversations')).body).toHaveLength(3);
    expect((await api.get(`/api/conversations?userId=${SUPERUSER}`)).body).toHaveLength(2);
    const active = (await api.get(`/api/conversations/user/${SUPERUSER}`)).body;
    expect(active.map((c: { status: string }) => c.status)).toEqual(['ACTIVE']);
    const archived = (await api.get(`/api/conversations/user/${SUPERUSER}?status=ARCHIVED`)).body;
    expect(archived.map((c: { id: string }) => c.id)).toEqual([ARCHIVED]);
    expect((await api.get(`/api/bots/${SUPPORT_BOT}/conversations`)).body).toHaveLength(1);
    expect(
      (await api.get(`/api/bots/${SUPPORT_BOT}/conversations?userId=${ADMIN}`)).body,
    ).toHaveLength(0);
  });

  it('refuses bad filters', async () => {
    expect((await api.get('/api/conversations?userId=abc')).body.error).toMatch(
      /userId must be a UUID/,
    );
    expect(
      (await api.get(`/api/conversations/user/${SUPERUSER}?status=DELETED`)).body.error,
    ).toMatch(/status must be one of ACTIVE, ARCHIVED/);
    expect((await api.get('/api/conversations/user/nobody')).status).toBe(404);
    expect((await api.get('/api/bots/nope/conversations')).status).toBe(404);
  });
});

describe('conversations and messages', () => {
  it('creates a conversation, appends messages with server order and reads them back', async () => {
    const created = await api.post('/api/conversations', {
      userId: ADMIN,
      botId: SUPPORT_BOT,
      title: 'Refunds',
      metadata: { channel: 'web' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'ACTIVE',
      metadata: { channel: 'web' },
      messages: [],
    });
    const id = created.body.id;
    const user = await api.post(`/api/conversations/${id}/messages`, {
      content: 'Can I get a refund?',
    });
    expect(user.body).toMatchObject({
      messageType: 'USER',
      messageObject: { query: 'Can I get a refund?' },
      orderIndex: 0,
    });
    const reply = await api.post(`/api/conversations/${id}/messages`, {
      conversationId: id,
      messageType: 'ASSISTANT',
      content: 'Yes, within 30 days.',
      messageObject: {
        session_id: 's1',
        response: 'Yes, within 30 days.',
        sources: [],
        confidence: 0.9,
        retriever_type: 'bm25',
        trace_id: 't1',
        original_response: 'Yes',
      },
    });
    expect(reply.body.orderIndex).toBe(1);
    const parallel = await Promise.all(
      [1, 2, 3].map((n) => api.post(`/api/conversations/${id}/messages`, { content: `m${n}` })),
    );
    expect(parallel.map((r) => r.status)).toEqual([201, 201, 201]);
    const messages = (await api.get(`/api/conversations/${id}/messages`)).body;
    expect(messages.map((m: { orderIndex: number }) => m.orderIndex)).toEqual([0, 1, 2, 3, 4]);
    const full = await api.get(`/api/conversations/${id}`);
    expect(full.body.messages).toHaveLength(5);
    expect(Object.keys(full.body)).toEqual(
      expect.arrayContaining([
        'id',
        'botId',
        'userId',
        'title',
        'metadata',
        'status',
        'messages',
        'updatedAt',
      ]),
    );

    const edited = await api.put(`/api/messages/${user.body.id}`, { content: 'Refund please' });
    expect(edited.body.content).toBe('Refund please');
    expect((await api.get(`/api/messages/${user.body.id}`)).body.content).toBe('Refund please');
    expect((await api.delete(`/api/messages/${user.body.id}`)).status).toBe(200);
    expect((await api.get(`/api/messages/${user.body.id}`)).body).toEqual({
      error: 'Message not found',
    });

    const archived = await api.put(`/api/conversations/${id}`, {
      status: 'ARCHIVED',
      title: 'Refunds (done)',
    });
    expect(archived.body).toMatchObject({ status: 'ARCHIVED', title: 'Refunds (done)' });
    expect((await api.delete(`/api/conversations/${id}`)).status).toBe(200);
    expect((await api.get(`/api/conversations/${id}`)).body).toEqual({
      error: 'Conversation not found',
    });
    expect((await api.get(`/api/conversations/${id}/messages`)).body).toEqual({
      error: 'Conversation not found',
    });
  });

  it('refuses bad conversation and message input', async () => {
    expect((await api.post('/api/conversations', { botId: SUPPORT_BOT })).body.error).toMatch(
      /userId is required/,
    );
    expect(
      (await api.post('/api/conversations', { userId: ADMIN, botId: 'x' })).body.error,
    ).toMatch(/botId is required and must be a UUID/);
    const unknownBot = await api.post('/api/conversations', {
      userId: ADMIN,
      botId: '00000000-0000-4000-8000-00000000ffff',
    });
    expect(unknownBot).toMatchObject({ status: 400, body: { error: 'Bot not found' } });
    const unknownUser = await api.post('/api/conversations', {
      userId: '00000000-0000-4000-8000-00000000ffff',
      botId: SUPPORT_BOT,
    });
    expect(unknownUser.body.error).toBe('User not found');
    expect(
      (await api.post('/api/conversations', { userId: ADMIN, botId: SUPPORT_BOT, metadata: 'x' }))
        .status,
    ).toBe(400);
    expect((await api.put('/api/conversations/nope', { title: 'x' })).status).toBe(404);
    expect((await api.put(`/api/conversations/${ARCHIVED}`, { status: 'GONE' })).status).toBe(400);

    const path = `/api/conversations/${ARCHIVED}/messages`;
    expect((await api.post(path, {})).body.error).toBe('content is required');
    expect((await api.post(path, { content: 'x', messageType: 'SYSTEM' })).body.error).toMatch(
      /messageType must be one of USER, ASSISTANT/,
    );
    expect((await api.post(path, { content: 'x', orderIndex: -1 })).status).toBe(400);
    expect((await api.post(path, { content: 'x', orderIndex: 'first' })).status).toBe(400);
    expect((await api.post(path, { content: 'x', orderIndex: 0 })).status).toBe(409);
    expect(
      (await api.post(path, { content: 'x', conversationId: SUPPORT_BOT })).body.error,
    ).toMatch(/does not match/);
    expect((await api.post(path, { content: 'x', messageObject: [1] })).status).toBe(400);
    expect((await api.post('/api/conversations/nope/messages', { content: 'x' })).status).toBe(404);
    expect((await api.put('/api/messages/nope', { content: 'x' })).status).toBe(404);
    expect((await api.delete('/api/messages/00000000-0000-4000-8000-00000000ffff')).status).toBe(
      404,
    );
  });
});
