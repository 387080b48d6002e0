import {
  createTestStorage,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import { kbClient, startKbPlatform } from '@switchboard/platform/testing/kb-test-platform';
import { startSlowSite, type SlowSite } from '../testing/slow-site';

/**
 * A crawl whose worker dies on every attempt, the last retry included, must end as
 * failed with a reason the console shows, not stay "running" for ever. The platform is
 * killed (SIGKILL) mid-crawl and started again on the same database each time: PGlite
 * allows one process per data folder, and a restart is what brings a lone instance back.
 */
const LINKS = 20;
// Slow pages keep each attempt crawling long enough to kill it in the middle.
const PAGE_DELAY_MS = 500;

let site: SlowSite;
let storage: TestStorage;
let platform: TestPlatform | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  site = await startSlowSite(LINKS, PAGE_DELAY_MS);
  env = {
    KB_CRAWL_ALLOWED_ORIGINS: site.origin,
    // One retry: the second attempt is the last one allowed.
    JOB_RETRY_LIMIT: '1',
    JOB_RETRY_DELAY_SECONDS: '1',
    // A dead worker's job expires within seconds of the restart.
    JOB_EXPIRE_SECONDS: '5',
    JOB_LEASE_SECONDS: '2',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_POLLING_SECONDS: '1',
  };
  storage = await createTestStorage();
}, 120_000);

afterAll(async () => {
  await platform?.close();
  await storage?.dispose();
  await site?.close();
}, 120_000);

interface CrawlJson {
  status: string;
  pages_done: number;
  error: string | null;
}

it('fails a crawl whose worker dies during its last allowed retry, with the reason', async () => {
  platform = await startKbPlatform(env, storage);
  const started = await kbClient(platform).post('/crawl/', {
    url: `${site.origin}/`,
    max_depth: 1,
  });
  expect(started.status).toBe(202);
  const crawl = async () =>
    (await kbClient(platform!).get(`/crawl/${started.body.id}`)).body as CrawlJson;

  // The first attempt and the retry each get some pages in, then their instance dies.
  let done = 0;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const under = await until(`attempt ${attempt} to crawl`, async () => {
      const current = await crawl();
      return current.status === 'running' && current.pages_done > done ? current : undefined;
    });
    expect(under.error).toBeNull();
    done = under.pages_done;
    await platform.kill();
    platform = await startKbPlatform(env, storage);
  }

  const ended = await until('the crawl to end', async () => {
    const current = await crawl();
    return current.status === 'running' || current.status === 'queued' ? undefined : current;
  });
  expect(ended.status).toBe('failed');
  expect(ended.error).toBe(
    'The crawl stopped after its last attempt: its worker stopped answering (the instance may have died)',
  );
  expect(ended.pages_done).toBeGreaterThanOrEqual(done);
  expect(ended.pages_done).toBeLessThan(site.pageCount);
}, 300_000);
