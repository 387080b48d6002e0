import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import {
  kbClient,
  startKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, sitePage, type TestSite } from '../testing/test-site';

const page = (title: string, links: string[] = []) =>
  sitePage(title, `${title} text about lighthouses.`, links);

// Crawl-delay 1: three pages take at least two seconds, so progress and cancel can be seen.
const site: Record<string, string> = {
  '/robots.txt': 'User-agent: *\nDisallow: /private/\nCrawl-delay: 1\n',
  '/': page('Home', ['/a', '/b', '/private/x']),
  '/a': page('Page A', ['/']),
  '/b': page('Page B'),
};

let platform: TestPlatform;
let kb: KbClient;
let testSite: TestSite;
let origin: string;
const requestedAt: number[] = [];
beforeAll(async () => {
  testSite = await serveSite((request, response) => {
    if (request.url !== '/robots.txt') requestedAt.push(Date.now());
    const body = site[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        'content-type': request.url === '/robots.txt' ? 'text/plain' : 'text/html',
      })
      .end(body);
  });
  origin = testSite.origin;
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: origin });
  kb = kbClient(platform, 'default');
}, PLATFORM_START_TIMEOUT_MS);
afterAll(async () => {
  await stopTestPlatform(platform);
  await testSite.close();
}, PLATFORM_START_TIMEOUT_MS);

/** The crawl's states, read until `done` holds for one (polled, so a state may be missed). */
async function crawlUntil(jobId: string, done: (job: any) => boolean) {
  const seen: any[] = [];
  const job = await until(
    `crawl ${jobId}`,
    async () => {
      const current = (await kb.get(`/crawl/${jobId}`)).body;
      seen.push(current);
      return done(current) ? current : undefined;
    },
    50_000,
  );
  return { job, seen };
}

it('reports queued, fetched, skipped and failed counts and the current URL, waiting Crawl-delay', async () => {
  requestedAt.length = 0;
  const started = await kb.post('/crawl/', { url: `${origin}/`, max_depth: 2 });
  expect(started.status).toBe(202);
  const { job, seen } = await crawlUntil(started.body.id, (j) => j.status === 'completed');
  expect(job).toMatchObject({
    pages_fetched: 3,
    pages_skipped: 1,
    pages_failed: 0,
    pages_queued: 0,
    current_url: null,
  });
  expect(seen.some((j) => j.status === 'running' && j.current_url?.startsWith(origin))).toBe(true);
  expect(requestedAt).toHaveLength(3);
  for (let i = 1; i < requestedAt.length; i += 1)
    expect(requestedAt[i]! - requestedAt[i - 1]!).toBeGreaterThanOrEqual(950);
}, 60_000);

it('cancels a running crawl, keeping the pages already stored', async () => {
  const started = await kb.post('/crawl/', { url: `${origin}/`, max_depth: 2 });
  await crawlUntil(started.body.id, (j) => j.pages_fetched >= 1);
  const cancelled = await kb.delete(`/crawl/${started.body.id}`);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.status).toBe('cancelled');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const job = (await kb.get(`/crawl/${started.body.id}`)).body;
  expect(job.status).toBe('cancelled');
  expect(job.pages_fetched).toBeLessThan(3);
  const again = await kb.delete(`/crawl/${started.body.id}`);
  expect(again.status).toBe(409);
  expect(again.body.error).toMatch(/cancelled/);
  expect((await kb.delete('/crawl/00000000-0000-4000-8000-000000000000')).status).toBe(404);
}, 60_000);

it('keeps a title staff edited when the page is recrawled', async () => {
  const pages = (await kb.get('/webpages/')).body.webpages as { id: string; url: string }[];
  const home = pages.find((p) => p.url === `${origin}/`)!;
  const edited = await kb.put(`/webpages/${home.id}`, { title: 'Lighthouse home (edited)' });
  expect(edited.body).toMatchObject({ title: 'Lighthouse home (edited)', title_edited: true });
  const recrawled = await kb.post(`/webpages/${home.id}/recrawl`, {});
  expect(recrawled.status).toBe(200);
  expect(recrawled.body.title).toBe('Lighthouse home (edited)');
  const b = pages.find((p) => p.url === `${origin}/b`)!;
  expect((await kb.post(`/webpages/${b.id}/recrawl`, {})).body.title).toBe('Page B');
}, 60_000);
