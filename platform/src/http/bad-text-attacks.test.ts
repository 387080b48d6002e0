import { usePlatformApi } from '../testing/platform-fixture';

// Replays of a probe: a NUL character in any text field answered 500 (SQLSTATE 22021),
// and a 10 MB body had to be refused as such.
const { api } = usePlatformApi();

const NUL = 'Evil\u0000Corp';

it.each([
  ['/api/business-types', { name: NUL, code: 'NUL' }],
  ['/api/businesses', { name: NUL }],
  ['/api/bots', { name: NUL, botPath: 'https://bots.example/kb/x' }],
  ['/api/bots', { name: 'Fine', description: NUL, botPath: 'https://bots.example/kb/y' }],
  ['/api/conversations', { title: NUL, botId: '00000000-0000-4000-8000-000000000301' }],
])('refuses NUL in %s with 400 and stores nothing', async (route, body) => {
  const before = JSON.stringify((await api.get(route)).body);
  const answer = await api.post(route, body);
  expect({ status: answer.status, error: answer.body.error }).toEqual({
    status: 400,
    error: 'Text may not contain the NUL character (\\u0000)',
  });
  expect(JSON.stringify((await api.get(route)).body)).toBe(before);
});

it('refuses NUL in message content and in an update', async () => {
  const conversation = '00000000-0000-4000-8000-000000000401';
  const before = (await api.get(`/api/conversations/${conversation}/messages`)).body.length;
  const message = await api.post(`/api/conversations/${conversation}/messages`, {
    content: NUL,
    messageType: 'USER',
  });
  expect(message.status).toBe(400);
  expect((await api.get(`/api/conversations/${conversation}/messages`)).body).toHaveLength(before);
  const bots = (await api.get('/api/bots')).body as { id: string; name: string }[];
  const renamed = await api.put(`/api/bots/${bots[0]!.id}`, { name: NUL });
  expect(renamed.status).toBe(400);
  expect((await api.get(`/api/bots/${bots[0]!.id}`)).body.name).toBe(bots[0]!.name);
});

it('answers a 10 MB body with 413, not a crash', async () => {
  const answer = await api.post('/api/business-types', { name: 'x'.repeat(10 * 1024 * 1024) });
  expect(answer.status).toBe(413);
});
