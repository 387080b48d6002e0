import PgBoss from 'pg-boss';
import pg from 'pg';
import {
  createTestStorage,
  testBackend,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import { kbClient, startKbPlatform } from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, type TestSite } from '../testing/test-site';

/**
 * A web page being fetched again and a website's re-sync whose worker dies on the last
 * attempt end failed with the reason, not running for ever. The dead worker is this
 * test: on the platform's PostgreSQL it takes their jobs from the queue, as an instance
 * would, and never finishes them. Needs a database the test can reach while the platform runs.
 */
const onPostgres = testBackend() === 'postgres' ? it : it.skip;

const env = {
  JOB_RETRY_LIMIT: '1',
  JOB_MAINTENANCE_SECONDS: '1',
  JOB_POLLING_SECONDS: '1',
};
const DIED = 'its worker stopped answering (the instance may have died)';

// The site answers once this settles: a test holds it to keep a sync running.
let pagesHeld: Promise<void> = Promise.resolve();
let storage: TestStorage;
let platform: TestPlatform | undefined;
let testSite: TestSite;
afterAll(async () => {
  await platform?.close();
  await storage?.dispose();
  await testSite?.close();
}, 120_000);

onPostgres(
  'fails a page refetch and a website sync whose worker died on its last attempt',
  async () => {
    testSite = await serveSite(async (_request, response) => {
      await pagesHeld;
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Lighthouse open daily.</p>');
    });
    storage = await createTestStorage();
    const withSite = { ...env, KB_CRAWL_ALLOWED_ORIGINS: testSite.origin };
    platform = await startKbPlatform(withSite, storage);
    let kb = kbClient(platform, 'customer-support');
    const crawl = await kb.post('/crawl/', { url: `${testSite.origin}/`, max_depth: 0 });
    await until('the crawl to finish', async () => {
      const job = (await kb.get(`/crawl/${crawl.body.id}`)).body;
      return job.status === 'completed' ? job : undefined;
    });
    const [pageRow] = (await kb.get('/webpages/')).body.webpages.filter((row: { url: string }) =>
      row.url.startsWith(testSite.origin),
    );
    const site = (await kb.get('/sites')).body.sites.find(
      (row: { url: string }) => row.url === `${testSite.origin}/`,
    );
    await platform.close();
    platform = undefined;

    // While no instance runs: the page is queued for a refetch and the site has a sync
    // running, and both jobs are taken by a worker that will die with them.
    const database = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await database.connect();
    await database.query(`UPDATE kb_webpages SET status = 'queued' WHERE id = $1`, [pageRow.id]);
    const run = await database.query(
      `INSERT INTO kb_site_syncs (service, site_id, trigger) VALUES ('customer-support', $1, 'manual') RETURNING id`,
      [site.id],
    );
    await database.end();
    const boss = new PgBoss({
      connectionString: storage.env.DATABASE_URL,
      schedule: false,
      supervise: false,
    });
    await boss.start();
    const dying = { retryLimit: 0, expireInSeconds: 1 };
    await boss.send('kb-recrawl', { webpageId: pageRow.id }, dying);
    await boss.send('kb-site-sync', { siteId: site.id, runId: run.rows[0].id }, dying);
    expect(await boss.fetch('kb-recrawl')).toHaveLength(1);
    expect(await boss.fetch('kb-site-sync')).toHaveLength(1);
    await boss.stop({ graceful: false, wait: true });

    platform = await startKbPlatform(withSite, storage);
    kb = kbClient(platform, 'customer-support');
    const page = await until('the page to leave queued', async () => {
      const current = (await kb.get('/webpages/')).body.webpages.find(
        (row: { id: string }) => row.id === pageRow.id,
      );
      return current.status === 'queued' ? undefined : current;
    });
    expect(page).toMatchObject({
      status: 'failed',
      error: `Fetching stopped after its last attempt: ${DIED}`,
    });
    const lastRun = await until('the sync to end', async () => {
      const current = (await kb.get('/sites')).body.sites.find(
        (row: { id: string }) => row.id === site.id,
      ).last_run;
      return current.status === 'running' ? undefined : current;
    });
    expect(lastRun).toMatchObject({
      status: 'failed',
      error: `The sync stopped after its last attempt: ${DIED}`,
    });
    // Failed, it can be retried, and the retry fetches the page again.
    expect((await kb.post('/webpages/retry', {})).status).toBe(202);
    const retried = await until('the retried page to be ready', async () => {
      const current = (await kb.get('/webpages/')).body.webpages.find(
        (row: { id: string }) => row.id === pageRow.id,
      );
      return current.status === 'ready' ? current : undefined;
    });
    expect(retried.error).toBeNull();
  },
  300_000,
);

onPostgres(
  'runs a scheduled sync when it falls due, then queues the next one',
  async () => {
    const kb = kbClient(platform!, 'customer-support');
    const site = (await kb.get('/sites')).body.sites.find(
      (row: { url: string }) => row.url === `${testSite.origin}/`,
    );
    const weekly = await kb.put(`/sites/${site.id}`, { schedule: 'weekly' });
    expect(weekly.status).toBe(200);
    // A week passes: the queued run is made due now.
    const database = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await database.connect();
    const due = await database.query(
      `UPDATE pgboss.job SET start_after = now()
        WHERE id = (SELECT queue_job_id FROM kb_sites WHERE id = $1) RETURNING id`,
      [site.id],
    );
    expect(due.rowCount).toBe(1);
    await database.end();
    const ran = await until('the scheduled run to end', async () => {
      const current = (await kb.get('/sites')).body.sites.find(
        (row: { id: string }) => row.id === site.id,
      );
      return current.last_run?.trigger === 'schedule' && current.last_run.status !== 'running'
        ? current
        : undefined;
    });
    expect(ran.last_run).toMatchObject({
      status: 'completed',
      pages_checked: 1,
      pages_unchanged: 1,
    });
    expect(Date.parse(ran.next_run_at)).toBeGreaterThan(Date.parse(weekly.body.next_run_at));
  },
  120_000,
);

onPostgres(
  'keeps a schedule switched off while a scheduled run works: its end queues no next run',
  async () => {
    const kb = kbClient(platform!, 'customer-support');
    const siteNow = async () =>
      (await kb.get('/sites')).body.sites.find(
        (row: { url: string }) => row.url === `${testSite.origin}/`,
      );
    const before = await siteNow();
    expect((await kb.put(`/sites/${before.id}`, { schedule: 'weekly' })).status).toBe(200);
    let release = () => {};
    pagesHeld = new Promise((resolve) => (release = resolve));
    const database = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await database.connect();
    const due = await database.query(
      `UPDATE pgboss.job SET start_after = now()
        WHERE id = (SELECT queue_job_id FROM kb_sites WHERE id = $1) RETURNING id`,
      [before.id],
    );
    await until('the scheduled run to start', async () => {
      const current = await siteNow();
      return current.last_run?.id !== before.last_run?.id && current.last_run?.status === 'running'
        ? current
        : undefined;
    });
    const off = await kb.put(`/sites/${before.id}`, { schedule: 'off' });
    expect(off.body).toMatchObject({ schedule: 'off', next_run_at: null });
    release();
    // Read once the run's job has ended, with all it wrote.
    await until("the run's job to end", async () => {
      const job = await database.query(`SELECT state FROM pgboss.job WHERE id = $1`, [
        due.rows[0].id,
      ]);
      return job.rows[0]?.state === 'completed' ? true : undefined;
    });
    // The API shows no next run for a site switched off; the row says whether a job is queued.
    const stored = await database.query(
      `SELECT queue_job_id, next_run_at FROM kb_sites WHERE id = $1`,
      [before.id],
    );
    await database.end();
    expect(stored.rows[0]).toEqual({ queue_job_id: null, next_run_at: null });
    const ended = await siteNow();
    expect(ended.last_run.status).toBe('completed');
    expect(ended).toMatchObject({ schedule: 'off', next_run_at: null });
  },
  120_000,
);
