import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import {
  ask,
  kbClient,
  startKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, sitePage, type TestSite } from '../testing/test-site';

// The site the crawler is pointed at: depth 0 → / ; 1 → /about, /news, /missing ; 2 → /about/team ; 3 → /deep.
const site: Record<string, string> = {
  '/robots.txt': 'User-agent: *\nDisallow: /private/\n',
  '/': sitePage('Home', 'Welcome to the Lindqvist harbour authority.', [
    '/about',
    '/news#latest',
    '/missing',
    '/private/secret',
    '/skip/me',
    'http://elsewhere.invalid/',
    'mailto:x@y.z',
  ]),
  '/about': sitePage('About', 'The harbour master is Ingrid Faulk.', ['/about/team', '/']),
  '/about/team': sitePage('Team', 'The pilot boat crew has nine members.', ['/deep']),
  '/deep': sitePage('Deep', 'Too deep to be crawled.'),
  '/news': sitePage('News', 'The spring regatta starts on 12 May.'),
  '/private/secret': sitePage('Secret', 'Robots may not read this.'),
  '/skip/me': sitePage('Skipped', 'Excluded by pattern.'),
};

let platform: TestPlatform;
let kb: KbClient;
let testSite: TestSite;
let origin: string;
// A site whose robots.txt never answers (held until the test ends).
let silentSite: TestSite;
const held: import('node:http').ServerResponse[] = [];
beforeAll(async () => {
  silentSite = await serveSite((_request, response) => void held.push(response));
  testSite = await serveSite((request, response) => {
    const body = site[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response
      .writeHead(200, {
        'content-type': request.url === '/robots.txt' ? 'text/plain' : 'text/html; charset=utf-8',
      })
      .end(body);
  });
  origin = testSite.origin;
  platform = await startKbPlatform({
    KB_CRAWL_ALLOWED_ORIGINS: `${origin},${silentSite.origin}`,
  });
  kb = kbClient(platform, 'hr-onboarding');
}, PLATFORM_START_TIMEOUT_MS);
afterAll(async () => {
  await stopTestPlatform(platform);
  await testSite.close();
  for (const response of held) response.destroy();
  await silentSite.close();
}, PLATFORM_START_TIMEOUT_MS);

async function finished(jobId: string, client = kb) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const job = await client.get(`/crawl/${jobId}`);
    if (job.body.status === 'completed' || job.body.status === 'failed') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('crawl did not finish');
}

it('crawls the same site breadth-first within depth, patterns and robots.txt, then recrawls a changed page', async () => {
  const started = await kb.post('/crawl/', {
    url: `${origin}/`,
    max_depth: 2,
    max_pages: 20,
    exclude_patterns: ['/skip/*'],
    collection_id: 'harbour',
  });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: 'queued', id: expect.any(String), max_depth: 2 });
  const job = await finished(started.body.id);
  expect(job).toMatchObject({
    status: 'completed',
    pages_done: 5,
    pages_found: 5,
    pages_failed: 1,
    error: null,
  });

  const { body } = await kb.get('/webpages/');
  const byPath = Object.fromEntries(
    body.webpages.map((p: { url: string }) => [new URL(p.url).pathname, p]),
  );
  expect(Object.keys(byPath).sort()).toEqual(['/', '/about', '/about/team', '/missing', '/news']);
  expect(byPath['/news']).toMatchObject({
    title: 'News',
    http_status: 200,
    status: 'ready',
    depth: 1,
    chunk_count: 1,
    collection_id: 'harbour',
    crawl_job_id: job.id,
  });
  expect(byPath['/missing']).toMatchObject({
    http_status: 404,
    status: 'failed',
    error: 'HTTP 404',
    chunk_count: 0,
  });
  expect(byPath['/about/team'].crawled_at).toEqual(expect.any(String));

  const answer = await ask(kb, 'Who is the harbour master?');
  expect(answer.answer).toMatch(/Ingrid Faulk/);
  expect(answer.sources[0]).toMatchObject({
    type: 'webpage',
    title: 'About',
    url: `${origin}/about`,
  });

  site['/news'] = sitePage('News', 'The spring regatta is postponed to 3 June.');
  const recrawled = await kb.post(`/webpages/${byPath['/news'].id}/recrawl`);
  expect(recrawled.status).toBe(200);
  expect(recrawled.body.content).toMatch(/postponed to 3 June/);
  expect(new Date(recrawled.body.crawled_at).getTime()).toBeGreaterThan(
    new Date(byPath['/news'].crawled_at).getTime(),
  );
  expect((await ask(kb, 'When does the spring regatta start?')).answer).toMatch(/3 June/);

  const renamed = await kb.put(`/webpages/${byPath['/news'].id}`, {
    title: 'Harbour news',
    collection_id: 'press',
  });
  expect(renamed.body).toMatchObject({ title: 'Harbour news', collection_id: 'press' });
  expect(
    (await kb.get('/collection-stats/')).body.collections.find(
      (c: { collection_id: string }) => c.collection_id === 'press',
    ),
  ).toMatchObject({ webpages: 1, chunks: 1 });
  expect((await kb.delete(`/webpages/${byPath['/news'].id}`)).status).toBe(200);
  expect((await kb.get('/webpages/')).body.total).toBe(4);
});

it('says a robots.txt timed out, rather than that it disallows the start URL, and treats it as a disallow', async () => {
  // Another service, so the crawl lists of the other tests stay the site's own.
  const other = kbClient(platform, 'default');
  const started = await other.post('/crawl/', { url: `${silentSite.origin}/`, max_depth: 0 });
  expect(started.status).toBe(202);
  const job = await finished(started.body.id, other);
  expect(job.status).toBe('failed');
  expect(job.error).toBe(
    'robots.txt timed out (no answer in 3000 ms), which counts as disallowing the whole site',
  );
  expect(job.pages_fetched).toBe(0);
});

it('refuses private, link-local and unresolvable targets that are not allow-listed', async () => {
  for (const url of [
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:80/',
    'http://192.168.1.1/',
  ]) {
    const refused = await kb.post('/crawl/', { url, max_depth: 0, max_pages: 1 });
    expect({ url, status: refused.status, error: refused.body.error }).toEqual({
      url,
      status: 400,
      error: expect.stringMatching(/Refusing to fetch/),
    });
  }
  const unresolvable = await kb.post('/crawl/', {
    url: 'http://no-such-host.invalid/',
    max_depth: 0,
    max_pages: 1,
  });
  expect(unresolvable).toMatchObject({
    status: 400,
    body: { error: expect.stringMatching(/Cannot resolve no-such-host.invalid/) },
  });
  const crawls = await kb.get('/crawl/');
  expect(crawls.body.every((job: { url: string }) => job.url.startsWith(origin))).toBe(true);
});

it('validates crawl and webpage input', async () => {
  const cases: [unknown, RegExp][] = [
    [{}, /url/],
    [{ url: 'ftp://example.com/' }, /url must be an http/],
    [{ url: `${origin}/`, max_depth: 99 }, /max_depth is at most 5/],
    [{ url: `${origin}/`, max_pages: 'ten' }, /max_pages must be a number/],
    [{ url: `${origin}/`, exclude_patterns: 'x' }, /exclude_patterns must be a list/],
    // Matching is linear, and what it is linear in stays bounded.
    [{ url: `${origin}/`, include_patterns: Array(51).fill('/a*') }, /at most 50 patterns/],
    [{ url: `${origin}/`, exclude_patterns: [`${'*'.repeat(300)}Z`] }, /at most 300 characters/],
  ];
  for (const [body, message] of cases) {
    const result = await kb.post('/crawl/', body);
    expect({ status: result.status, error: result.body.error }).toEqual({
      status: 400,
      error: expect.stringMatching(message),
    });
  }
  expect((await kb.get('/crawl/not-a-uuid')).status).toBe(404);
  expect((await kb.post('/webpages/00000000-0000-4000-8000-000000000000/recrawl')).status).toBe(
    404,
  );
  expect((await kb.put('/webpages/nope', { title: 'x' })).status).toBe(404);
  const [first] = (await kb.get('/webpages/')).body.webpages;
  expect((await kb.put(`/webpages/${first.id}`, {})).status).toBe(400);
  expect((await kb.put(`/webpages/${first.id}`, { title: 7 })).status).toBe(400);
});
