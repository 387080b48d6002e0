import { signIn } from '../testing/http-client';
import { until } from '../testing/until';
import { startSlowSite, type SlowSite } from '@switchboard/knowledge-service/testing/slow-site';
import { onPostgres, useCluster } from './test-cluster';

// Slow pages keep the crawl running long enough to stop its worker in the middle.
const LINKS = 10;
const PAGE_DELAY_MS = 400;

onPostgres('crawl jobs shared by platform instances', () => {
  let site: SlowSite;
  beforeAll(async () => {
    site = await startSlowSite(LINKS, PAGE_DELAY_MS);
  });
  afterAll(() => site?.close());
  const cluster = useCluster({
    platformEnv: () => ({
      KB_CRAWL_ALLOWED_ORIGINS: site.origin,
      // Short slices, holds and expiry so a dead worker's crawl moves on within seconds.
      KB_CRAWL_SLICE_SECONDS: '2',
      JOB_LEASE_SECONDS: '3',
      JOB_EXPIRE_SECONDS: '8',
      JOB_MAINTENANCE_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLLING_SECONDS: '1',
    }),
  });

  /**
   * Starts a crawl through the gateways, stops the instance working it with `signal` once
   * a few pages are in, and returns the crawl as the other instance finished it.
   */
  async function crawlAndStopItsWorker(signal: 'SIGTERM' | 'SIGKILL') {
    const { access_token: token } = await signIn(
      cluster.platformProxy.url,
      'admin@switchboard.local',
    );
    const bots = await cluster.viaPlatforms('GET', '/api/bots', { token });
    const bot = (bots.body as { id: string; botPath: string }[]).find((b) =>
      b.botPath.endsWith('/kb/hr-onboarding'),
    )!;
    const asConsole = { token, headers: { 'x-requested-with': 'XMLHttpRequest' } };
    const started = await cluster.viaGateways('POST', `/api/bot-services/${bot.id}/crawl/`, {
      ...asConsole,
      body: { url: `${site.origin}/`, max_depth: 1 },
    });
    expect(started.status).toBe(202);
    const jobId = started.body.id as string;
    const row = async () =>
      (
        await cluster.database.query<{
          worker_id: string | null;
          pages_done: number;
          status: string;
        }>('SELECT worker_id, pages_done, status FROM kb_crawl_jobs WHERE id = $1', [jobId])
      ).rows[0]!;
    const working = await until('the crawl to be under way', async () => {
      const current = await row();
      return current.status === 'running' && current.pages_done >= 2 && current.worker_id
        ? current
        : undefined;
    });
    // worker_id is host:pid:nonce; the pid is the platform process working the crawl.
    process.kill(Number(working.worker_id!.split(':').at(-2)), signal);
    const answering = await until('the stopped instance to stop answering', async () => {
      const answers = await Promise.all(
        cluster.platforms.map((p) =>
          cluster.killed.has(p)
            ? false
            : fetch(`${p.url}/health`).then(
                (r) => r.ok,
                () => false,
              ),
        ),
      );
      return answers.filter(Boolean).length === cluster.platforms.length - cluster.killed.size - 1
        ? answers
        : undefined;
    });
    cluster.platforms.forEach((p, i) => answering[i] || cluster.killed.add(p));

    const done = await until('the other instance to finish the crawl', async () => {
      const job = await cluster.viaGateways(
        'GET',
        `/api/bot-services/${bot.id}/crawl/${jobId}`,
        asConsole,
      );
      return job.body.status === 'completed' || job.body.status === 'failed' ? job.body : undefined;
    });
    expect((await row()).worker_id).not.toBe(working.worker_id);
    const pages = await cluster.viaGateways(
      'GET',
      `/api/bot-services/${bot.id}/webpages/`,
      asConsole,
    );
    const crawled = (pages.body.webpages as { url: string; crawl_job_id: string }[]).filter(
      (p) => p.crawl_job_id === jobId,
    );
    return { done, urls: crawled.map((p) => p.url) };
  }

  /** Every page once: the crawl neither lost nor repeated any while changing hands. */
  function expectWholeCrawl({ done, urls }: Awaited<ReturnType<typeof crawlAndStopItsWorker>>) {
    expect(done).toMatchObject({
      status: 'completed',
      pages_fetched: site.pageCount,
      pages_failed: 0,
    });
    expect(urls).toHaveLength(site.pageCount);
    expect(new Set(urls).size).toBe(site.pageCount);
  }

  it('hands a running crawl to the other instance when its worker is stopped (SIGTERM)', async () => {
    expectWholeCrawl(await crawlAndStopItsWorker('SIGTERM'));
    // Back to two instances for the next case.
    await cluster.addPlatform();
  });

  it('finishes a crawl on the other instance when its worker is killed (SIGKILL)', async () => {
    expectWholeCrawl(await crawlAndStopItsWorker('SIGKILL'));
  });
});
