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

// Site A (127.0.0.1) links to a robots-disallowed page, to site B on another host name
// (localhost, also allow-listed), to an unlisted loopback port and to an unresolvable host.
// Every request any server gets is logged, so a test can say what was never fetched.
const html = (title: string, links: string[] = []) => sitePage(title, `${title} text.`, links);

const requests: string[] = [];
let platform: TestPlatform;
let kb: KbClient;
let servers: TestSite[];
let a: string;
let b: string;
let secret: string;

function serve(
  name: string,
  handle: (path: string) => [number, string, string?],
): Promise<TestSite> {
  return serveSite((request, response) => {
    requests.push(`${name} ${request.url}`);
    const [status, body, location] = handle(request.url ?? '/');
    response
      .writeHead(status, {
        'content-type': request.url === '/robots.txt' ? 'text/plain' : 'text/html',
        ...(location ? { location } : {}),
      })
      .end(body);
  });
}

// Another host name for the same loopback port: the crawler tells sites apart by host.
const onLocalhost = (site: TestSite) => `http://localhost:${new URL(site.origin).port}`;

beforeAll(async () => {
  const secretServer = await serve('secret', () => [200, html('Internal admin token 7d1e')]);
  const siteB = await serve('b', (path) =>
    path === '/robots.txt' ? [200, 'User-agent: *\nAllow: /\n'] : [200, html('Partner site')],
  );
  const siteA = await serve('a', (path) => {
    if (path === '/robots.txt') return [200, 'User-agent: *\nDisallow: /private/\n'];
    if (path === '/private/page') return [200, html('Private page')];
    if (path === '/bounce') return [302, '', `${secret}/`];
    if (path !== '/') return [404, html('Not found')];
    return [
      200,
      html('Home', [
        '/private/page',
        '/bounce',
        `${b}/`,
        `${secret}/`,
        'http://elsewhere.invalid/',
      ]),
    ];
  });
  servers = [secretServer, siteB, siteA];
  secret = onLocalhost(secretServer);
  b = onLocalhost(siteB);
  a = siteA.origin;
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: `${a},${b}` });
  kb = kbClient(platform, 'customer-support');
}, PLATFORM_START_TIMEOUT_MS);
afterAll(async () => {
  await stopTestPlatform(platform);
  await Promise.all(servers.map((site) => site.close()));
}, PLATFORM_START_TIMEOUT_MS);

async function crawl(options: Record<string, unknown>) {
  requests.length = 0;
  const started = await kb.post('/crawl/', { url: `${a}/`, max_depth: 1, ...options });
  expect(started.status).toBe(202);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const job = await kb.get(`/crawl/${started.body.id}`);
    if (job.body.status !== 'queued' && job.body.status !== 'running') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('crawl did not finish');
}

const fetched = () => [...requests].sort();

it('by default keeps to the start host and obeys robots.txt', async () => {
  const job = await crawl({});
  expect(job).toMatchObject({
    status: 'completed',
    same_site: true,
    respect_robots: true,
    pages_fetched: 1,
    pages_failed: 1,
    pages_skipped: 1,
  });
  // /bounce is fetched and fails at the refused redirect; B and the secret are never asked.
  expect(fetched()).toEqual(['a /', 'a /bounce', 'a /robots.txt']);
});

it('with same site off follows links to other allowed origins, never to an unlisted address', async () => {
  const job = await crawl({ same_site: false });
  expect(job).toMatchObject({
    status: 'completed',
    same_site: false,
    respect_robots: true,
    pages_fetched: 2,
    pages_failed: 1,
    // The robots-disallowed page, the unlisted loopback port and the unresolvable host.
    pages_skipped: 3,
  });
  expect(fetched()).toEqual(['a /', 'a /bounce', 'a /robots.txt', 'b /', 'b /robots.txt']);
  const pages = (await kb.get('/webpages/')).body.webpages.map((p: { url: string }) => p.url);
  expect(pages).toContain(`${b}/`);
  expect(JSON.stringify(pages)).not.toContain(secret);
});

it('with robots.txt off neither reads robots.txt nor obeys it, and a recrawl follows the job', async () => {
  const job = await crawl({ respect_robots: false });
  expect(job).toMatchObject({
    status: 'completed',
    same_site: true,
    respect_robots: false,
    pages_fetched: 2,
    pages_skipped: 0,
  });
  expect(fetched()).toEqual(['a /', 'a /bounce', 'a /private/page']);
  const page = (await kb.get('/webpages/')).body.webpages.find(
    (p: { url: string }) => p.url === `${a}/private/page`,
  );
  expect(page).toMatchObject({ status: 'ready', crawl_job_id: job.id });
  const recrawled = await kb.post(`/webpages/${page.id}/recrawl`);
  expect(recrawled.status).toBe(200);
});

it('switching both off does not weaken the address policy', async () => {
  const job = await crawl({ respect_robots: false, same_site: false, max_depth: 2 });
  expect(job).toMatchObject({ status: 'completed', pages_skipped: 2, pages_failed: 1 });
  expect(requests.some((line) => line.startsWith('secret'))).toBe(false);
  const refused = await kb.post('/crawl/', {
    url: `${secret}/`,
    same_site: false,
    respect_robots: false,
  });
  expect(refused).toMatchObject({
    status: 400,
    body: { error: expect.stringMatching(/Refusing to fetch/) },
  });
  expect(requests.some((line) => line.startsWith('secret'))).toBe(false);
});

it('refuses switches that are not booleans', async () => {
  for (const [field, value] of [
    ['same_site', 'yes'],
    ['respect_robots', 1],
  ] as const) {
    const refused = await kb.post('/crawl/', { url: `${a}/`, [field]: value });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: `${field} must be true or false` },
    });
  }
});
