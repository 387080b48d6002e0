import { request } from '@switchboard/platform/testing/http-client';
import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import {
  kbClient,
  startKbPlatform,
  TEST_KB_API_KEY,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { consoleGuide } from './seed/general/general-knowledge';
import { SEED_KNOWLEDGE } from './seed/knowledge/knowledge-seed-data';

const MAX_UPLOAD = 4096;
let platform: TestPlatform;
let kb: KbClient;
beforeAll(async () => {
  // No crawl allow-list here: loopback must be refused.
  platform = await startKbPlatform({
    KB_MAX_UPLOAD_BYTES: String(MAX_UPLOAD),
    KB_CRAWL_ALLOWED_ORIGINS: '',
    PLATFORM_SEED_KNOWLEDGE: 'true',
  });
  kb = kbClient(platform, 'govstack-services');
}, PLATFORM_START_TIMEOUT_MS);
afterAll(() => stopTestPlatform(platform), PLATFORM_START_TIMEOUT_MS);

const expectClientError = (
  result: { status: number; body: any },
  status: number,
  message?: RegExp,
) => {
  expect({ status: result.status, error: result.body?.error }).toEqual({
    status,
    error: message ? expect.stringMatching(message) : expect.any(String),
  });
};

it('serves every seeded bot and the default service, whatever the Host, and 404s unknown slugs', async () => {
  const port = new URL(platform.url).port;
  for (const slug of ['default', 'customer-support', 'govstack-services', 'hr-onboarding']) {
    const health = await request(platform.url, 'GET', `/kb/${slug}/health`, {
      headers: { 'x-api-key': TEST_KB_API_KEY, host: `govstack.localhost:${port}` },
    });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'healthy',
      service: slug,
      database: { status: 'connected' },
      // Every seeded bot starts with its own knowledge base; the general service with its guide to the console.
      index: {
        documents:
          slug === 'default'
            ? consoleGuide.documents.length
            : (SEED_KNOWLEDGE.find((base) => base.slug === slug)?.documents.length ?? 0),
      },
    });
    const info = await kbClient(platform, slug).get('/api-info');
    expect(info.body).toMatchObject({
      service: slug,
      version: expect.any(String),
      retriever: { type: 'postgres-fts' },
      endpoints: expect.arrayContaining(['POST /chat/']),
    });
  }
  expectClientError(
    await kbClient(platform, 'no-such-bot').get('/health'),
    404,
    /Knowledge service not found/,
  );
  expectClientError(await kbClient(platform, '..%2F..').get('/health'), 404);
});

it('requires the API key when one is configured', async () => {
  const attempts: Record<string, string>[] = [{}, { 'x-api-key': 'wrong' }];
  for (const headers of attempts) {
    for (const path of ['/health', '/api-info', '/documents/', '/collection-stats/collections']) {
      expectClientError(
        await request(`${platform.url}/kb/default`, 'GET', path, { headers }),
        401,
        /API key/,
      );
    }
    expectClientError(
      await request(`${platform.url}/kb/default`, 'POST', '/chat/', {
        headers,
        body: { message: 'hi', user_id: 'u' },
      }),
      401,
    );
  }
});

it('creates collections and refuses bad ones', async () => {
  for (const path of ['/collection-stats', '/collection-stats/']) {
    const created = await kb.post(path, {
      name: `Ministry of Water ${path}`,
      description: 'All water documents',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: `Ministry of Water ${path}`,
      type: 'mixed',
    });
  }
  // Names are unique per bot.
  expectClientError(
    await kb.post('/collection-stats', { name: 'Ministry of Water /collection-stats' }),
    409,
    /already exists/,
  );
  expect((await kb.post('/collection-stats', { name: 'Typed', type: 'documents' })).body.type).toBe(
    'documents',
  );
  expectClientError(await kb.post('/collection-stats', {}), 400, /Collection name is required/);
  expectClientError(
    await kb.post('/collection-stats', { name: 42 }),
    400,
    /Collection name is required/,
  );
  expectClientError(await kb.post('/collection-stats', [1]), 400);
  expectClientError(
    await kb.post('/collection-stats', undefined, {
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    }),
    400,
    /Malformed JSON/,
  );
  expectClientError(await kb.post('/collection-stats', { name: 'x'.repeat(300_000) }), 413);
});

it('refuses bad chat input', async () => {
  const cases: [unknown, RegExp][] = [
    [{}, /message is required/],
    [{ message: '   ', user_id: 'u' }, /message is required/],
    [{ message: 5, user_id: 'u' }, /message is required/],
    [{ message: 'x'.repeat(4001), user_id: 'u' }, /at most 4000/],
    [{ message: 'hello' }, /user_id is required/],
    [{ message: 'hello', user_id: '' }, /user_id is required/],
    [{ message: 'hello', user_id: 'u', session_id: '../etc' }, /session_id/],
    [{ message: 'hello', user_id: 'u', session_id: 12 }, /session_id must be text/],
  ];
  for (const [body, message] of cases)
    expectClientError(await kb.post('/chat/', body), 400, message);
  expectClientError(
    await kb.post('/chat/', undefined, {
      rawBody: 'message=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    415,
  );
  expectClientError(await kb.get('/chat/unknown-session'), 404, /Session not found/);
  expectClientError(await kb.get(`/chat/${encodeURIComponent("x' OR 1=1")}`), 404);
  expectClientError(await kb.delete('/chat/unknown-session'), 404);
});

it('refuses bad document input', async () => {
  for (const query of ['limit=abc', 'limit=0', 'limit=501', 'limit=2.5'])
    expectClientError(await kb.get(`/documents/?${query}`), 400, /limit/);
  expectClientError(await kb.post('/documents/', { file: 'x' }), 415, /multipart/);
  expectClientError(
    await kb.upload('POST', '/documents/', { description: 'no file' }),
    400,
    /file is required/,
  );
  expectClientError(await uploadFile(kb, 'a.txt', 'text', { is_public: 'yes' }), 400, /is_public/);
  expectClientError(
    await uploadFile(kb, 'a.txt', 'text', { collection_id: 'bad id!' }),
    400,
    /collection_id/,
  );
  expectClientError(await uploadFile(kb, 'empty.txt', ''), 400, /empty/);
  expectClientError(
    await uploadFile(kb, 'big.txt', 'x'.repeat(MAX_UPLOAD + 1)),
    413,
    /too large.*KB_MAX_UPLOAD_BYTES/,
  );
  expectClientError(
    await uploadFile(kb, 'binary.txt', new Uint8Array([104, 0, 105])),
    422,
    /not text/,
  );
  expectClientError(await uploadFile(kb, 'bad.json', '{"a":'), 422, /JSON could not be parsed/);
  const doc = await uploadFile(kb, 'ok.txt', 'Fine text.');
  expect(doc.status).toBe(201);
  expectClientError(
    await kb.upload('PUT', `/documents/${doc.body.id}`, {}),
    400,
    /No document fields/,
  );
  expectClientError(await kb.put(`/documents/${doc.body.id}`, { description: 'json' }), 415);
  for (const id of ['nope', '00000000-0000-4000-8000-00000000ffff']) {
    expectClientError(
      await kb.upload('PUT', `/documents/${id}`, { description: 'x' }),
      404,
      /Document not found/,
    );
    expectClientError(await kb.delete(`/documents/${id}`), 404, /Document not found/);
  }
  // Another service cannot touch this one's documents.
  expectClientError(await kbClient(platform, 'default').delete(`/documents/${doc.body.id}`), 404);
});

it('refuses to crawl loopback when it is not allow-listed', async () => {
  const refused = await kb.post('/crawl/', {
    url: `${platform.url}/health`,
    max_depth: 0,
    max_pages: 1,
  });
  expectClientError(refused, 400, /Refusing to fetch 127\.0\.0\.1/);
  expectClientError(
    await kb.post('/crawl/', undefined, {
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    }),
    400,
  );
  expectClientError(await kb.get('/webpages/?limit=-1'), 400);
  expectClientError(
    await kb.delete('/webpages/00000000-0000-4000-8000-00000000ffff'),
    404,
    /Web page not found/,
  );
});
