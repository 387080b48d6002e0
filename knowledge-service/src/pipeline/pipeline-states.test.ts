import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import {
  ask,
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, sitePage, type TestSite } from '../testing/test-site';

// The site as it is when crawled; the test changes it between syncs.
const site: Record<string, string> = {
  '/': sitePage('Ferry home', 'Welcome to the Brannholm ferry.', ['/times', '/fares']),
  '/times': sitePage('Timetable', 'The first ferry leaves Brannholm at 06:40.'),
  '/fares': sitePage('Fares', 'A single crossing costs 4 crowns.'),
};

let platform: TestPlatform;
let kb: KbClient;
let testSite: TestSite;
beforeAll(async () => {
  testSite = await serveSite((request, response) => {
    const body = site[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: testSite.origin });
  kb = kbClient(platform, 'customer-support');
}, PLATFORM_START_TIMEOUT_MS);
afterAll(async () => {
  await stopTestPlatform(platform);
  await testSite.close();
}, PLATFORM_START_TIMEOUT_MS);

const RUNNING = ['queued', 'extracting', 'indexing'];

it('ends an unreadable upload failed with its reason, keeps it retryable, and retries it to the same reason', async () => {
  const bad = await uploadFile(kb, 'broken.pdf', 'this is not a pdf', {}, 'application/pdf');
  expect(bad.status).toBe(422);
  const failed = bad.body.document;
  expect(failed).toMatchObject({ status: 'failed', error: bad.body.error });
  expect(failed.error).toMatch(/\w/);
  // Each state it went through is stamped, so the grid can show the time spent in each.
  expect(failed.queued_at).toEqual(expect.any(String));
  expect(failed.extracting_at).toEqual(expect.any(String));

  const retried = await kb.post(`/documents/${failed.id}/retry`, {});
  expect(retried.status).toBe(202);
  expect(RUNNING).toContain(retried.body.status);
  const again = await until('the retry to end', async () => {
    const current = (await kb.get(`/documents/${failed.id}`)).body;
    return RUNNING.includes(current.status) ? undefined : current;
  });
  expect(again).toMatchObject({ status: 'failed', error: failed.error });

  // Only a failed document is retried; the bulk retry takes every failed one of the bot.
  const good = await uploadFile(kb, 'ferry-rules.txt', 'Bicycles ride free on the ferry.');
  expect(good.status).toBe(201);
  expect((await kb.post(`/documents/${good.body.id}/retry`, {})).status).toBe(409);
  const bulk = await kb.post('/documents/retry', { ids: [failed.id, good.body.id] });
  expect(bulk.status).toBe(202);
  expect(bulk.body).toEqual({ retried: [failed.id], skipped: 0 });
  expect((await kb.post('/documents/retry', { ids: ['nope'] })).status).toBe(400);
});

it('asks before storing the same file twice: replace takes the old one’s place, keep stores both', async () => {
  const text = 'Dogs on a lead travel on the Brannholm ferry deck.';
  const first = await uploadFile(kb, 'dogs.txt', text);
  expect(first.status).toBe(201);
  const second = await uploadFile(kb, 'dogs-again.txt', text);
  expect(second.status).toBe(409);
  expect(second.body.error).toBe('This file is already stored as "dogs": replace it or keep both');
  expect(second.body.duplicate).toMatchObject({ id: first.body.id });
  const replaced = await uploadFile(kb, 'dogs-again.txt', text, { on_duplicate: 'replace' });
  expect(replaced.status).toBe(201);
  expect((await kb.get(`/documents/${first.body.id}`)).status).toBe(404);
  const kept = await uploadFile(kb, 'dogs-third.txt', text, { on_duplicate: 'keep' });
  expect(kept.status).toBe(201);
  expect((await uploadFile(kb, 'x.txt', text, { on_duplicate: 'maybe' })).status).toBe(400);
});

it('keeps collection names unique per bot and renames them', async () => {
  const made = await kb.post('/collection-stats', { name: 'Ferry notes' });
  expect(made.status).toBe(201);
  const clash = await kb.post('/collection-stats', { name: 'ferry NOTES' });
  expect(clash.status).toBe(409);
  expect(clash.body.error).toBe(
    'A collection named "ferry NOTES" already exists: choose another name',
  );
  const other = await kb.post('/collection-stats', { name: 'Harbour notes' });
  expect((await kb.put(`/collections/${other.body.id}`, { name: 'Ferry notes' })).status).toBe(409);
  const renamed = await kb.put(`/collections/${other.body.id}`, { name: 'Quay notes' });
  expect(renamed.status).toBe(200);
  expect(renamed.body).toMatchObject({ id: other.body.id, name: 'Quay notes' });
  expect((await kb.put('/collections/unknown', { name: 'x' })).status).toBe(404);
  expect((await kb.put(`/collections/${other.body.id}`, { name: ' ' })).status).toBe(400);
});

it('re-syncs a website: unchanged pages skipped, a changed one re-indexed and answered, a removed one gone and no longer cited', async () => {
  const crawl = await kb.post('/crawl/', { url: `${testSite.origin}/`, max_depth: 1 });
  expect(crawl.status).toBe(202);
  await until('the crawl to finish', async () => {
    const job = (await kb.get(`/crawl/${crawl.body.id}`)).body;
    return job.status === 'completed' ? job : undefined;
  });
  const sites = (await kb.get('/sites')).body.sites;
  const ours = sites.find((row: { url: string }) => row.url === `${testSite.origin}/`);
  expect(ours).toMatchObject({ schedule: 'off', pages: 3, last_run: null, next_run_at: null });

  const weekly = await kb.put(`/sites/${ours.id}`, { schedule: 'weekly' });
  expect(weekly.status).toBe(200);
  const nextRun = Date.parse(weekly.body.next_run_at) - Date.now();
  expect(nextRun).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  expect((await kb.put(`/sites/${ours.id}`, { schedule: 'hourly' })).status).toBe(400);

  const cited = await ask(kb, 'When does the first ferry leave Brannholm?');
  expect(cited.answer).toContain('06:40');
  site['/times'] = sitePage('Timetable', 'The first ferry leaves Brannholm at 07:15 from March.');
  delete site['/fares'];

  const sync = async () => {
    const started = await kb.post(`/sites/${ours.id}/sync`, {});
    expect(started.status).toBe(202);
    return until('the sync to finish', async () => {
      const run = (await kb.get('/sites')).body.sites.find(
        (row: { id: string }) => row.id === ours.id,
      ).last_run;
      return run.status === 'running' ? undefined : run;
    });
  };
  expect(await sync()).toMatchObject({
    status: 'completed',
    trigger: 'manual',
    pages_checked: 3,
    pages_changed: 1,
    pages_unchanged: 1,
    pages_gone: 1,
    pages_failed: 0,
  });
  const answer = await ask(kb, 'When does the first ferry leave Brannholm?');
  expect(answer.answer).toContain('07:15');
  const pages = (await kb.get('/webpages/')).body.webpages;
  const fares = pages.find((row: { url: string }) => row.url === `${testSite.origin}/fares`);
  expect(fares).toMatchObject({ status: 'gone', chunk_count: 0, http_status: 404 });
  const fare = await ask(kb, 'How much does a single crossing cost?');
  expect(fare.sources.map((source: { id: string }) => source.id)).not.toContain(fares.id);

  // The chunk browser: the changed page's chunk as stored, cited once since re-indexing.
  const times = pages.find((row: { url: string }) => row.url === `${testSite.origin}/times`);
  const chunks = (await kb.get(`/webpages/${times.id}/chunks`)).body.chunks;
  expect(chunks[0]).toMatchObject({ heading: 'Timetable', cited: 1 });
  expect(chunks[0].content).toContain('07:15');

  // A second sync finds nothing new: the gone page is not fetched again.
  expect(await sync()).toMatchObject({ pages_checked: 2, pages_changed: 0, pages_unchanged: 2 });
});
