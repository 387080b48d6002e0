import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import {
  kbClient,
  startKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, sitePage, type TestSite } from '../testing/test-site';

// A real site on loopback: its home links to a robots-disallowed page, a page the exclude
// pattern leaves out, an allowed page, an unlisted loopback port (the address policy) and an
// unresolvable host. A second site disallows everything, so its start URL is skipped.
const html = (title: string, links: string[] = []) => sitePage(title, `${title} text.`, links);

let platform: TestPlatform;
let kb: KbClient;
let servers: TestSite[];
let site: string;
let closed: string;
let unlisted: string;

function serve(handle: (path: string) => [number, string]): Promise<TestSite> {
  return serveSite((request, response) => {
    const [status, body] = handle(request.url ?? '/');
    response
      .writeHead(status, {
        'content-type': request.url === '/robots.txt' ? 'text/plain' : 'text/html',
      })
      .end(body);
  });
}

beforeAll(async () => {
  const other = await serve(() => [200, html('Unlisted')]);
  unlisted = `http://localhost:${new URL(other.origin).port}`;
  const closedSite = await serve((path) =>
    path === '/robots.txt' ? [200, 'User-agent: *\nDisallow: /\n'] : [200, html('Closed')],
  );
  const main = await serve((path) => {
    if (path === '/robots.txt') return [200, 'User-agent: *\nDisallow: /private/\n'];
    if (path === '/') {
      const links = [
        '/private/a',
        '/drafts/b',
        '/guide',
        `${unlisted}/x`,
        'http://nowhere.invalid/',
      ];
      return [200, html('Home', links)];
    }
    return [200, html(`Page ${path}`)];
  });
  servers = [other, closedSite, main];
  site = main.origin;
  closed = closedSite.origin;
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: `${site},${closed}` });
  kb = kbClient(platform, 'customer-support');
}, PLATFORM_START_TIMEOUT_MS);
afterAll(async () => {
  await stopTestPlatform(platform);
  await Promise.all(servers.map((server) => server.close()));
}, PLATFORM_START_TIMEOUT_MS);

async function crawl(body: Record<string, unknown>) {
  const started = await kb.post('/crawl/', body);
  expect(started.status).toBe(202);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const job = await kb.get(`/crawl/${started.body.id}`);
    if (job.body.status !== 'queued' && job.body.status !== 'running') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('crawl did not finish');
}

it('names each link a crawl skipped, with the rule that refused it and where it was found', async () => {
  const job = await crawl({
    url: `${site}/`,
    max_depth: 1,
    same_site: false,
    exclude_patterns: ['/drafts/*'],
  });
  expect(job).toMatchObject({ status: 'completed', pages_fetched: 2, pages_skipped: 4 });
  const listed = await kb.get(`/crawl/${job.id}/skipped`);
  expect(listed.status).toBe(200);
  expect(listed.body).toMatchObject({ total: 4, limit: 25, offset: 0 });
  expect(listed.body.skipped).toEqual([
    {
      url: `${site}/private/a`,
      reason: 'robots',
      detail: 'robots.txt disallows this page',
      found_on: `${site}/`,
      skipped_at: expect.any(String),
    },
    {
      url: `${site}/drafts/b`,
      reason: 'exclude',
      detail: 'Matches the exclude pattern /drafts/*',
      found_on: `${site}/`,
      skipped_at: expect.any(String),
    },
    {
      url: `${unlisted}/x`,
      reason: 'address',
      detail: expect.stringMatching(/^Refusing to fetch localhost/),
      found_on: `${site}/`,
      skipped_at: expect.any(String),
    },
    {
      url: 'http://nowhere.invalid/',
      reason: 'address',
      detail: expect.stringMatching(/^Cannot resolve nowhere\.invalid: /),
      found_on: `${site}/`,
      skipped_at: expect.any(String),
    },
  ]);
  // Paged: the count is the crawl's whole list, the rows only the page asked for.
  const second = await kb.get(`/crawl/${job.id}/skipped?limit=2&offset=2`);
  expect(second.body).toMatchObject({ total: 4, limit: 2, offset: 2 });
  expect(second.body.skipped.map((s: { url: string }) => s.url)).toEqual([
    `${unlisted}/x`,
    'http://nowhere.invalid/',
  ]);
});

it('names an include pattern that leaves a link out', async () => {
  const job = await crawl({ url: `${site}/`, max_depth: 1, include_patterns: ['/guide'] });
  const listed = await kb.get(`/crawl/${job.id}/skipped?limit=100`);
  // The start page is what the crawl was asked for; of its links only /guide is included.
  expect(listed.body.skipped).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        url: `${site}/drafts/b`,
        reason: 'include',
        detail: 'Matches none of the include patterns (/guide)',
      }),
    ]),
  );
  expect(listed.body.total).toBe(job.pages_skipped);
});

it('names a start URL that robots.txt disallows', async () => {
  const job = await crawl({ url: `${closed}/` });
  expect(job).toMatchObject({ status: 'failed', pages_skipped: 1 });
  const listed = await kb.get(`/crawl/${job.id}/skipped`);
  expect(listed.body.skipped).toEqual([
    expect.objectContaining({
      url: `${closed}/`,
      reason: 'robots',
      detail: 'robots.txt disallows the start URL',
      found_on: null,
    }),
  ]);
});

it('answers 404 for an unknown crawl and 400 for a bad page size', async () => {
  const unknown = await kb.get('/crawl/00000000-0000-4000-8000-000000000000/skipped');
  expect(unknown).toMatchObject({ status: 404, body: { error: 'Crawl job not found' } });
  const job = (await kb.get('/crawl/')).body[0];
  const tooMany = await kb.get(`/crawl/${job.id}/skipped?limit=500`);
  expect(tooMany).toMatchObject({ status: 400, body: { error: 'limit is at most 100' } });
  const negative = await kb.get(`/crawl/${job.id}/skipped?offset=-1`);
  expect(negative).toMatchObject({ status: 400, body: { error: 'offset must be at least 0' } });
});
