import { etagFor, STALE_WRITE_MESSAGE } from '@switchboard/domain';
import { apiClient, signIn, type ApiClient } from '../testing/http-client';
import {
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  stopTestPlatform,
  type TestPlatform,
} from '../testing/test-platform';

// Replays of a probe: 30 concurrent read-modify-write cycles on one business lost 29
// updates, because every write landed whatever the writer had read.
let platform: TestPlatform;
let api: ApiClient;
let adminId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  const session = await signIn(platform.url, 'admin@switchboard.local');
  api = apiClient(platform.url, session.access_token);
  adminId = session.user.id;
}, PLATFORM_START_TIMEOUT_MS);
afterAll(() => stopTestPlatform(platform), PLATFORM_START_TIMEOUT_MS);

const ifMatch = (tag: string) => ({ headers: { 'if-match': tag } });

async function newBusiness(name: string) {
  const created = await api.post('/api/businesses', { name, registrationNumber: '0' });
  expect(created.status).toBe(201);
  return created.body as { id: string; updatedAt: string };
}

it('answers every single row with its updatedAt as the ETag, and each save moves it on', async () => {
  const business = await newBusiness('Versioned Ltd');
  const read = await api.get(`/api/businesses/${business.id}`);
  expect(read.headers.get('etag')).toBe(etagFor(read.body.updatedAt));
  const saved = await api.put(
    `/api/businesses/${business.id}`,
    { city: 'Nakuru' },
    ifMatch(read.headers.get('etag')!),
  );
  expect(saved.status).toBe(200);
  expect(saved.headers.get('etag')).toBe(etagFor(saved.body.updatedAt));
  expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThan(
    new Date(read.body.updatedAt).getTime(),
  );
  // Quick saves within one millisecond still get distinct versions.
  const tags = new Set<string>();
  let tag = saved.headers.get('etag')!;
  for (let i = 0; i < 5; i += 1) {
    const next = await api.put(`/api/businesses/${business.id}`, { city: `C${i}` }, ifMatch(tag));
    expect(next.status).toBe(200);
    tag = next.headers.get('etag')!;
    tags.add(tag);
  }
  expect(tags.size).toBe(5);
});

it('lets exactly one of 30 concurrent read-modify-write cycles land; 29 get 412 and the current row', async () => {
  const business = await newBusiness('Contended Ltd');
  const reads = await Promise.all(
    Array.from({ length: 30 }, () => api.get(`/api/businesses/${business.id}`)),
  );
  const writes = await Promise.all(
    reads.map((read, writer) =>
      api.put(
        `/api/businesses/${business.id}`,
        {
          registrationNumber: String(Number(read.body.registrationNumber) + 1),
          city: `W${writer}`,
        },
        ifMatch(read.headers.get('etag')!),
      ),
    ),
  );
  const landed = writes.filter((write) => write.status === 200);
  const refused = writes.filter((write) => write.status === 412);
  expect({ landed: landed.length, refused: refused.length }).toEqual({ landed: 1, refused: 29 });
  const final = (await api.get(`/api/businesses/${business.id}`)).body;
  expect(final).toEqual(landed[0]!.body);
  for (const answer of refused) {
    expect(answer.body.error).toBe(STALE_WRITE_MESSAGE);
    expect(answer.body.current).toMatchObject({ id: business.id, registrationNumber: '1' });
    expect(answer.headers.get('etag')).toBe(etagFor(final.updatedAt));
  }
});

it('loses no update when concurrent writers retry after each conflict', async () => {
  const business = await newBusiness('Counted Ltd');
  const path = `/api/businesses/${business.id}`;
  const increment = async () => {
    for (;;) {
      const read = await api.get(path);
      const next = String(Number(read.body.registrationNumber) + 1);
      const write = await api.put(
        path,
        { registrationNumber: next },
        ifMatch(read.headers.get('etag')!),
      );
      if (write.status === 200) return;
      expect(write.status).toBe(412);
    }
  };
  await Promise.all(Array.from({ length: 10 }, increment));
  expect((await api.get(path)).body.registrationNumber).toBe('10');
});

it('refuses a stale write and a stale delete on every editable row, writing nothing', async () => {
  const type = (await api.post('/api/business-types', { name: 'Stale type' })).body;
  const business = await newBusiness('Stale business');
  const bot = (
    await api.post('/api/bots', { name: 'Stale bot', botPath: 'https://bots.example/kb/stale' })
  ).body;
  const conversation = (
    await api.post('/api/conversations', { title: 'Stale chat', botId: bot.id, userId: adminId })
  ).body;
  const message = (
    await api.post(`/api/conversations/${conversation.id}/messages`, {
      content: 'first',
      messageType: 'USER',
    })
  ).body;
  const cases: [string, unknown][] = [
    [`/api/business-types/${type.id}`, { description: 'theirs' }],
    [`/api/businesses/${business.id}`, { city: 'theirs' }],
    [`/api/bots/${bot.id}`, { description: 'theirs' }],
    [`/api/conversations/${conversation.id}`, { title: 'theirs' }],
    [`/api/messages/${message.id}`, { content: 'theirs' }],
  ];
  for (const [path, change] of cases) {
    const loaded = await api.get(path);
    const stale = loaded.headers.get('etag')!;
    expect((await api.put(path, change, ifMatch(stale))).status).toBe(200);
    const before = (await api.get(path)).body;
    const write = await api.put(path, change, ifMatch(stale));
    expect({ path, status: write.status, error: write.body.error }).toEqual({
      path,
      status: 412,
      error: STALE_WRITE_MESSAGE,
    });
    expect(write.body.current).toMatchObject({ id: before.id, updatedAt: before.updatedAt });
    const removal = await api.delete(path, ifMatch(stale));
    expect({ path, status: removal.status }).toEqual({ path, status: 412 });
    expect((await api.get(path)).body).toEqual(before);
  }
  const status = await api.put(
    `/api/bots/${bot.id}/status`,
    { status: 'INACTIVE' },
    ifMatch('"2000-01-01T00:00:00.000Z"'),
  );
  expect(status.status).toBe(412);
  expect((await api.get(`/api/bots/${bot.id}`)).body.status).toBe('ACTIVE');
  const fresh = (await api.get(`/api/business-types/${type.id}`)).headers.get('etag')!;
  expect((await api.delete(`/api/business-types/${type.id}`, ifMatch(fresh))).status).toBe(200);
});

it('treats a garbled If-Match as stale, * as any version, and no If-Match as before', async () => {
  const business = await newBusiness('Plain Ltd');
  const path = `/api/businesses/${business.id}`;
  for (const tag of ['garbage', 'W/"' + business.updatedAt + '"', '"not a date"']) {
    expect((await api.put(path, { city: 'x' }, ifMatch(tag))).status).toBe(412);
  }
  expect((await api.put(path, { city: 'any' }, ifMatch('*'))).status).toBe(200);
  expect((await api.put(path, { city: 'plain' })).body.city).toBe('plain');
  expect(
    (
      await api.put(
        '/api/businesses/00000000-0000-4000-8000-00000000ffff',
        { city: 'x' },
        ifMatch('*'),
      )
    ).status,
  ).toBe(404);
  expect((await api.delete(path)).status).toBe(200);
});

it('lets the console send If-Match and read ETag across origins', async () => {
  const preflight = await fetch(`${platform.url}/api/businesses/x`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://127.0.0.1:4000',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type,if-match',
    },
  });
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/if-match/);
  const read = await api.get('/api/businesses', { headers: { origin: 'http://127.0.0.1:4000' } });
  expect(read.headers.get('access-control-expose-headers')).toMatch(/etag/);
});
