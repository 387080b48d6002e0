import { STALE_WRITE_MESSAGE, etagFor } from '@switchboard/domain';
import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import { request } from '@switchboard/platform/testing/http-client';
import {
  TEST_KB_API_KEY,
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, type TestSite } from './testing/test-site';

/**
 * Replays of the probe: two editors load the same document or web page, both save, and
 * the second silently overwrote the first. Now the second save answers 412 with the row
 * as the first left it, and writes nothing; a save from the current version lands.
 */
const SLUG = 'customer-support';
let platform: TestPlatform;
let kb: KbClient;
let site: TestSite;

beforeAll(async () => {
  site = await serveSite((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<html><head><title>Harbour</title></head><body><p>Ferry at 06:10.</p></body></html>');
  });
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: site.origin });
  kb = kbClient(platform, SLUG);
}, PLATFORM_START_TIMEOUT_MS);

afterAll(async () => {
  await stopTestPlatform(platform);
  await site.close();
}, PLATFORM_START_TIMEOUT_MS);

/** A metadata edit of a document as the console sends it: multipart, with If-Match. */
const putDocument = (id: string, fields: Record<string, string>, ifMatch?: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request(`${platform.url}/kb/${SLUG}`, 'PUT', `/documents/${id}`, {
    rawBody: form,
    headers: { 'x-api-key': TEST_KB_API_KEY, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
  });
};

it('refuses a stale document edit with 412 and the current row, and keeps the first edit', async () => {
  const uploaded = await uploadFile(kb, 'hours.txt', 'The office opens at 07:45.');
  expect(uploaded.status).toBe(201);
  const loaded = await kb.get(`/documents/${uploaded.body.id}`);
  const tag = loaded.headers.get('etag')!;
  expect(tag).toBe(etagFor(loaded.body.updated_at));

  const first = await putDocument(loaded.body.id, { title: 'Alice' }, tag);
  expect(first.status).toBe(200);
  expect(first.headers.get('etag')).toBe(etagFor(first.body.updated_at));
  expect(first.headers.get('etag')).not.toBe(tag);

  const second = await putDocument(loaded.body.id, { description: 'Bob' }, tag);
  expect(second.status).toBe(412);
  expect(second.body).toEqual({ error: STALE_WRITE_MESSAGE, current: first.body });
  expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  expect((await kb.get(`/documents/${loaded.body.id}`)).body).toMatchObject({
    title: 'Alice',
    description: null,
    updated_at: first.body.updated_at,
  });

  // Overwriting from the version the 412 brought back lands.
  const overwrite = await putDocument(
    loaded.body.id,
    { description: 'Bob' },
    second.headers.get('etag')!,
  );
  expect(overwrite.status).toBe(200);
  expect(overwrite.body).toMatchObject({ title: 'Alice', description: 'Bob' });
  // A tag that names no version matches nothing; no If-Match stays a plain save.
  expect((await putDocument(loaded.body.id, { title: 'x' }, 'W/"nope"')).status).toBe(412);
  expect((await putDocument(loaded.body.id, { title: 'Plain' })).status).toBe(200);
  expect(
    (await putDocument('00000000-0000-4000-8000-000000000999', { title: 'x' }, tag)).status,
  ).toBe(404);
});

it('refuses a stale replacement file with 412 and keeps the first content', async () => {
  const uploaded = await uploadFile(kb, 'fares.txt', 'A ticket costs 3 shillings.');
  const tag = etagFor(uploaded.body.updated_at);
  const first = await putDocument(uploaded.body.id, { title: 'Fares' }, tag);
  expect(first.status).toBe(200);
  const form = new FormData();
  form.append('file', new Blob(['A ticket costs 9 shillings.']), 'fares.txt');
  const replaced = await request(
    `${platform.url}/kb/${SLUG}`,
    'PUT',
    `/documents/${uploaded.body.id}`,
    {
      rawBody: form,
      headers: { 'x-api-key': TEST_KB_API_KEY, 'if-match': tag },
    },
  );
  expect(replaced.status).toBe(412);
  expect(replaced.body.current).toMatchObject({
    title: 'Fares',
    updated_at: first.body.updated_at,
  });
  const chunks = await kb.get(`/documents/${uploaded.body.id}/chunks`);
  expect(chunks.body.chunks.map((chunk: { content: string }) => chunk.content).join(' ')).toContain(
    '3 shillings',
  );
});

it('refuses a stale web page edit with 412 and the current row', async () => {
  const started = await kb.post('/crawl/', { url: `${site.origin}/`, max_depth: 0, max_pages: 1 });
  expect(started.status).toBeLessThan(300);
  let pages: { id: string; updated_at: string }[] = [];
  for (let attempt = 0; attempt < 100 && pages.length === 0; attempt += 1) {
    pages = (await kb.get('/webpages/')).body.webpages;
    if (pages.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [page] = pages;
  const tag = etagFor(page!.updated_at);
  const first = await kb.put(
    `/webpages/${page!.id}`,
    { title: 'Alice' },
    { headers: { 'if-match': tag } },
  );
  expect(first.status).toBe(200);
  expect(first.headers.get('etag')).toBe(etagFor(first.body.updated_at));

  const second = await kb.put(
    `/webpages/${page!.id}`,
    { title: 'Bob' },
    { headers: { 'if-match': tag } },
  );
  expect(second.status).toBe(412);
  expect(second.body).toEqual({ error: STALE_WRITE_MESSAGE, current: first.body });
  const [stored] = (await kb.get('/webpages/')).body.webpages;
  expect(stored.title).toBe('Alice');

  const overwrite = await kb.put(
    `/webpages/${page!.id}`,
    { title: 'Bob' },
    { headers: { 'if-match': second.headers.get('etag')! } },
  );
  expect(overwrite.status).toBe(200);
  expect(overwrite.body.title).toBe('Bob');
});

it('keeps a web page version when a crawl stores the same text again, so an open edit still saves', async () => {
  const crawl = async () => {
    const started = await kb.post('/crawl/', {
      url: `${site.origin}/`,
      max_depth: 0,
      max_pages: 1,
    });
    expect(started.status).toBeLessThan(300);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const job = await kb.get(`/crawl/${started.body.id}`);
      if (job.body.status === 'completed') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the crawl did not complete');
  };
  await crawl();
  const [before] = (await kb.get('/webpages/')).body.webpages;
  await crawl();
  const [after] = (await kb.get('/webpages/')).body.webpages;
  expect(after.crawled_at).not.toBe(before.crawled_at);
  expect(after.updated_at).toBe(before.updated_at);
  const edit = await kb.put(
    `/webpages/${before.id}`,
    { title: 'Carol' },
    { headers: { 'if-match': etagFor(before.updated_at) } },
  );
  expect(edit.status).toBe(200);
});
