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
import { crawlAddressPolicy } from './address-policy';
import { serveSite, type TestSite } from '../testing/test-site';

// Replays of a probe that used the crawler to read loopback services and chat to read
// them back: every spelling of loopback, and a redirect from an allowed site.
const SECRET = 'internal admin token 7d1e';
let platform: TestPlatform;
let kb: KbClient;
let secret: TestSite;
let site: TestSite;
let secretPort: number;
let secretHits = 0;
let siteOrigin: string;

beforeAll(async () => {
  secret = await serveSite((_request, response) => {
    secretHits += 1;
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${SECRET}</p>`);
  });
  secretPort = Number(new URL(secret.origin).port);
  site = await serveSite((request, response) => {
    if (request.url === '/robots.txt') return response.writeHead(404).end();
    response.writeHead(302, { location: `http://127.0.0.1:${secretPort}/` }).end();
  });
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: site.origin });
  kb = kbClient(platform, 'customer-support');
  siteOrigin = site.origin;
}, PLATFORM_START_TIMEOUT_MS);
afterAll(async () => {
  await stopTestPlatform(platform);
  await Promise.all([secret.close(), site.close()]);
}, PLATFORM_START_TIMEOUT_MS);

async function settled(jobId: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const job = await kb.get(`/crawl/${jobId}`);
    if (job.body.status === 'completed' || job.body.status === 'failed') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('crawl did not finish');
}

async function nothingStored() {
  const pages = await kb.get('/webpages/');
  expect(JSON.stringify(pages.body)).not.toContain(SECRET);
  const chat = await kb.post('/chat/', { message: 'internal admin token', user_id: 'probe' });
  expect(JSON.stringify(chat.body)).not.toContain(SECRET);
  expect(secretHits).toBe(0);
}

it('refuses loopback in every spelling, on any port but the allowed origin', async () => {
  const hosts = [
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '0x7f.1',
    '127.000.000.001',
    'localhost',
    'LOCALHOST.',
    'sub.localhost',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '0.0.0.0',
  ];
  for (const host of hosts) {
    const url = `http://${host}:${secretPort}/`;
    const refused = await kb.post('/crawl/', { url, max_depth: 0, max_pages: 1 });
    expect({ url, status: refused.status, error: refused.body.error }).toEqual({
      url,
      status: 400,
      error: expect.stringMatching(/Refusing to fetch/),
    });
  }
  await nothingStored();
});

it('checks every redirect hop: an allowed site cannot bounce the crawler to a private port', async () => {
  const started = await kb.post('/crawl/', {
    url: `${siteOrigin}/`,
    max_depth: 0,
    max_pages: 1,
  });
  expect(started.status).toBe(202);
  await settled(started.body.id);
  await nothingStored();
});

it('judges each URL by its exact origin', () => {
  const policy = crawlAddressPolicy(['http://127.0.0.1:4101']);
  expect(policy.forUrl(new URL('http://127.0.0.1:4101/a')).allows('127.0.0.1', '127.0.0.1')).toBe(
    true,
  );
  for (const url of ['http://127.0.0.1:4100/', 'https://127.0.0.1:4101/', 'http://localhost:4101/'])
    expect(policy.forUrl(new URL(url)).allows('127.0.0.1', '127.0.0.1')).toBe(false);
  expect(
    crawlAddressPolicy([]).forUrl(new URL('http://8.8.8.8/')).allows('8.8.8.8', '8.8.8.8'),
  ).toBe(true);
});
