import { BOT_STATUSES, botListSchema, botSchema } from '@switchboard/domain';
import { request } from '../../testing/http-client';
import { usePlatformApi } from '../../testing/platform-fixture';

const { platform, api } = usePlatformApi();

const newBot = (name: string) => ({
  name,
  description: 'test',
  botPath: 'http://127.0.0.1:9/kb/test',
  chatEndpoint: '/chat/',
});

it('lists the three seeded bots with their knowledge-service paths', async () => {
  const { status, body } = await api.get('/api/bots');
  expect(status).toBe(200);
  expect(body).toHaveLength(3);
  // The schema the console reads bots with; strict, so a drifted field fails here.
  botListSchema.parse(body);
  const port = new URL(platform.url).port;
  const paths = body.map((bot: { botPath: string }) => bot.botPath);
  expect(paths).toContain(`http://govstack.localhost:${port}/kb/govstack-services`);
  expect(paths).toContain(`http://127.0.0.1:${port}/kb/customer-support`);
  for (const bot of body) {
    expect(Object.keys(bot).sort()).toEqual(
      [
        'avatar',
        'botPath',
        'chatEndpoint',
        'createdAt',
        'description',
        'id',
        'name',
        'status',
        'updatedAt',
      ].sort(),
    );
    expect(BOT_STATUSES).toContain(bot.status);
  }
});

it('serves requests whatever the Host header says', async () => {
  const response = await fetch(`${platform.url}/health`, {
    headers: { host: `govstack.localhost:${new URL(platform.url).port}` },
  });
  expect(response.status).toBe(200);
});

it('creates, reads, updates, changes status and deletes a bot', async () => {
  const created = await api.post('/api/bots', { ...newBot('Crud Bot'), unknownField: 'dropped' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Crud Bot', status: 'ACTIVE', avatar: null });
  expect(created.body.unknownField).toBeUndefined();
  const id = botSchema.parse(created.body).id;
  expect(botSchema.parse((await api.get(`/api/bots/${id}`)).body).name).toBe('Crud Bot');
  const updated = await api.put(`/api/bots/${id}`, { description: 'changed' });
  botSchema.parse(updated.body);
  expect(updated.body).toMatchObject({
    description: 'changed',
    status: 'ACTIVE',
    chatEndpoint: '/chat/',
  });
  const status = await api.put(`/api/bots/${id}/status`, { status: 'MAINTENANCE' });
  expect(status.body.status).toBe('MAINTENANCE');
  expect((await api.delete(`/api/bots/${id}`)).status).toBe(200);
  const gone = await api.get(`/api/bots/${id}`);
  expect(gone).toMatchObject({ status: 404, body: { error: 'Bot not found' } });
});

it('refuses bad bot input with 4xx JSON errors', async () => {
  const cases: [unknown, RegExp][] = [
    [{}, /Bot name is required/],
    [{ ...newBot('x'), name: '   ' }, /Bot name is required/],
    [{ ...newBot('x'), name: 42 }, /Bot name is required/],
    [{ ...newBot('x'), botPath: 'javascript:alert(1)' }, /Bot path must be a valid http/],
    [{ ...newBot('x'), botPath: undefined }, /botPath/],
    [{ ...newBot('x'), status: 'BROKEN' }, /status must be one of ACTIVE, INACTIVE, MAINTENANCE/],
    [{ ...newBot('x'), avatar: 'not a url' }, /Avatar must be a web address/],
    [{ ...newBot('x'), name: 'n'.repeat(500) }, /at most 120/],
    [[1, 2], /expected object/i],
  ];
  for (const [body, message] of cases) {
    const result = await api.post('/api/bots', body);
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(message);
  }
  const malformed = await api.post('/api/bots', undefined, {
    rawBody: '{"name": "x",',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed).toMatchObject({ status: 400, body: { error: 'Malformed JSON body' } });
  const huge = await api.post('/api/bots', { ...newBot('big'), description: 'x'.repeat(400_000) });
  expect(huge.status).toBe(413);
  expect(huge.body.error).toBe('Request body is too large');
});

it('refuses duplicate names, unknown and malformed ids', async () => {
  const duplicate = await api.post('/api/bots', newBot('Customer Support Assistant'));
  expect(duplicate).toMatchObject({
    status: 409,
    body: { error: 'A bot with this name already exists' },
  });
  for (const id of ['not-a-uuid', '00000000-0000-4000-8000-00000000ffff', "1' OR '1'='1"]) {
    const path = `/api/bots/${encodeURIComponent(id)}`;
    expect((await api.get(path)).body).toEqual({ error: 'Bot not found' });
    expect((await api.put(path, { name: 'x' })).status).toBe(404);
    expect((await api.put(`${path}/status`, { status: 'ACTIVE' })).status).toBe(404);
    expect((await api.delete(path)).status).toBe(404);
  }
  const seeded = '00000000-0000-4000-8000-000000000301';
  expect((await api.put(`/api/bots/${seeded}/status`, {})).status).toBe(400);
  expect((await api.put(`/api/bots/${seeded}`, {})).body.error).toBe('No bot fields to update');
});

it('deletes a bot together with its conversations and messages', async () => {
  const bot = (await api.post('/api/bots', newBot('Cascade Bot'))).body;
  const conversation = (
    await api.post('/api/conversations', {
      userId: '00000000-0000-4000-8000-000000000002',
      botId: bot.id,
      title: 't',
    })
  ).body;
  const message = (
    await api.post(`/api/conversations/${conversation.id}/messages`, { content: 'hello' })
  ).body;
  expect((await api.delete(`/api/bots/${bot.id}`)).status).toBe(200);
  expect((await api.get(`/api/conversations/${conversation.id}`)).status).toBe(404);
  expect((await api.get(`/api/messages/${message.id}`)).status).toBe(404);
});

it('accepts the CORS preflight of a browser console', async () => {
  const response = await request(platform.url, 'OPTIONS', '/api/bots', {
    headers: {
      origin: 'http://localhost:4000',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  expect(response.status).toBeLessThan(300);
  expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
});

it('refuses a chat endpoint that climbs out of the bot path, storing nothing', async () => {
  const before = (await api.get('/api/bots')).body.length;
  for (const chatEndpoint of ['/../../auth/v1/', '/chat/../../admin', '/./chat/', '/..']) {
    const created = await api.post('/api/bots', { ...newBot('Climber'), chatEndpoint });
    expect({ chatEndpoint, status: created.status, error: created.body.error }).toEqual({
      chatEndpoint,
      status: 400,
      error: expect.stringMatching(/"\." or "\.\." segments/),
    });
  }
  expect((await api.get('/api/bots')).body).toHaveLength(before);
  const bot = (await api.post('/api/bots', newBot('Settled'))).body;
  const moved = await api.put(`/api/bots/${bot.id}`, { chatEndpoint: '/../../auth/v1/' });
  expect(moved.status).toBe(400);
  expect((await api.get(`/api/bots/${bot.id}`)).body.chatEndpoint).toBe('/chat/');
  await api.delete(`/api/bots/${bot.id}`);
});
