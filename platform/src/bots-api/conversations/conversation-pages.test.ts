import { usePlatformApi } from '../../testing/platform-fixture';

const SUPERUSER = '00000000-0000-4000-8000-000000000001';
const ADMIN = '00000000-0000-4000-8000-000000000002';
const SUPPORT_BOT = '00000000-0000-4000-8000-000000000301';

const { api } = usePlatformApi();

type Row = { id: string; title: string; messageCount: number; lastActivityAt: string };

describe('conversation pages', () => {
  it('keeps the plain calls as they were', async () => {
    const plain = (await api.get('/api/conversations')).body;
    expect(Array.isArray(plain)).toBe(true);
    expect(plain[0]).not.toHaveProperty('messageCount');
  });

  it('pages, counts messages, tracks last activity and searches message text', async () => {
    const created = await api.post('/api/conversations', {
      userId: ADMIN,
      botId: SUPPORT_BOT,
      title: 'Page test',
    });
    const id = created.body.id;
    await api.post(`/api/conversations/${id}/messages`, { content: 'zebra-crossing 100%' });
    await api.post(`/api/conversations/${id}/messages`, { content: 'second' });

    const page = (await api.get('/api/conversations?limit=2&sort=lastActivityAt:desc')).body;
    expect(page).toMatchObject({ limit: 2, offset: 0, total: 4 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      id,
      messageCount: 2,
      user: { id: ADMIN, email: 'admin@switchboard.local' },
    });
    const rest = (await api.get('/api/conversations?limit=2&offset=2')).body;
    const ids = [...page.items, ...rest.items].map((row: Row) => row.id);
    expect(new Set(ids).size).toBe(4);

    const found = (await api.get('/api/conversations?q=zebra-crossing%20100%25')).body;
    expect(found.items.map((row: Row) => row.id)).toEqual([id]);
    // LIKE wildcards in the search match only themselves.
    expect((await api.get('/api/conversations?q=%25')).body.items.map((r: Row) => r.id)).toEqual([
      id,
    ]);

    const messages = (await api.get(`/api/conversations/${id}/messages`)).body;
    await api.delete(`/api/messages/${messages[1].id}`);
    const after = (await api.get(`/api/conversations?q=Page%20test`)).body.items[0];
    expect(after.messageCount).toBe(1);
    expect(after.lastActivityAt).toBe(messages[0].createdAt);
  });

  it('filters by status (CLOSED too), bot, user and date ranges, and includes messages', async () => {
    const created = await api.post('/api/conversations', {
      userId: SUPERUSER,
      botId: SUPPORT_BOT,
      title: 'To close',
    });
    const id = created.body.id;
    expect((await api.put(`/api/conversations/${id}`, { status: 'CLOSED' })).body.status).toBe(
      'CLOSED',
    );
    const closed = (await api.get('/api/conversations?status=CLOSED&limit=10')).body;
    expect(closed.items.map((row: Row) => row.id)).toEqual([id]);
    const mine = (await api.get(`/api/conversations/user/${SUPERUSER}?limit=50`)).body.items.map(
      (row: { status: string }) => row.status,
    );
    expect(mine.every((status: string) => status === 'ACTIVE')).toBe(true);
    const all = (await api.get(`/api/conversations/user/${SUPERUSER}?limit=50&status=ALL`)).body;
    expect(all.items.some((row: Row) => row.id === id)).toBe(true);
    const byBot = (await api.get(`/api/bots/${SUPPORT_BOT}/conversations?limit=50`)).body;
    expect(byBot.items.every((row: { botId: string }) => row.botId === SUPPORT_BOT)).toBe(true);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api.get(`/api/conversations?updatedFrom=${future}`)).body.total).toBe(0);
    const createdToday = (
      await api.get(`/api/conversations?createdFrom=${new Date(Date.now() - 60_000).toISOString()}`)
    ).body;
    expect(createdToday.items.map((row: Row) => row.id)).toContain(id);

    const withMessages = (await api.get('/api/conversations?include=messages&limit=100')).body;
    const seededWithMessages = withMessages.items.find(
      (row: Row & { messages: unknown[] }) => row.messageCount > 0,
    );
    expect(seededWithMessages.messages).toHaveLength(seededWithMessages.messageCount);
  });

  it('refuses bad page parameters', async () => {
    expect((await api.get('/api/conversations?limit=0')).body.error).toMatch(/limit/);
    expect((await api.get('/api/conversations?limit=501')).body.error).toMatch(/at most 500/);
    expect((await api.get('/api/conversations?include=messages&limit=200')).body.error).toMatch(
      /at most 100/,
    );
    expect((await api.get('/api/conversations?sort=id:up')).body.error).toMatch(/sort must be/);
    expect((await api.get('/api/conversations?status=GONE&limit=5')).status).toBe(400);
    expect((await api.get('/api/conversations?updatedFrom=yesterday')).body.error).toMatch(
      /updatedFrom must be a date/,
    );
    // Replays of the probe: dates JavaScript parses but PostgreSQL refuses answered 500.
    for (const query of [
      'createdFrom=275760-09-13',
      'createdTo=%2B010000-01-01T00:00:00Z',
      'updatedFrom=-000001-01-01T00:00:00Z',
      'updatedTo=0000-01-01',
    ]) {
      const [field] = query.split('=');
      const answer = await api.get(`/api/conversations?${query}`);
      expect({ query, status: answer.status, body: answer.body }).toEqual({
        query,
        status: 400,
        body: { error: `${field} must be between 1970-01-01 and 9999-12-31` },
      });
    }
    expect((await api.get('/api/conversations?createdTo=9999-12-31T23:59:59.999Z')).status).toBe(
      200,
    );
    expect((await api.get('/api/conversations?botId=x')).body.error).toMatch(
      /botId must be a UUID/,
    );
  });
});
