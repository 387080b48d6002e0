import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { TEST_KB_API_KEY } from '../kb/testing/kb-test-platform';
import { request, signIn } from '../testing/http-client';
import { startRoundRobinProxy, type RoundRobinProxy } from '../testing/round-robin-proxy';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import {
  createTestStorage,
  startTestPlatform,
  TEST_ANON_KEY,
  testBackend,
  type TestPlatform,
  type TestStorage,
} from '../testing/test-platform';

/**
 * Two platform instances and two gateways on one PostgreSQL, each pair behind a
 * round-robin proxy (the load balancers), the way docs/deploy.md runs them. Nothing here
 * waits a fixed time for something to happen: every wait is for a condition, with a
 * generous limit, because the machine running it may be slow.
 */
const onPostgres = testBackend() === 'postgres' ? describe : describe.skip;

const PAGES = 10;
const page = (title: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><p>${title} of the harbour guide.</p>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`;
const site: Record<string, string> = {
  '/robots.txt': 'User-agent: *\nAllow: /\n',
  '/': page(
    'Harbour guide',
    Array.from({ length: PAGES }, (_, i) => `/part-${i + 1}`),
  ),
  ...Object.fromEntries(
    Array.from({ length: PAGES }, (_, i) => [`/part-${i + 1}`, page(`Part ${i + 1}`)]),
  ),
};
// Slow pages keep the crawl running long enough to kill its worker in the middle.
const PAGE_DELAY_MS = 400;

const SIGN_IN_LIMIT = 8;
// Long enough that two refreshes in a row on a loaded machine fall inside it.
const REUSE_INTERVAL_SECONDS = 10;
const GATEWAY_SECRET = 'multi-instance-test-gateway-secret-0123456789abcdef';

async function until<T>(what: string, probe: () => Promise<T | undefined>, limitMs = 180_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

onPostgres('several platform instances and gateways on one PostgreSQL', () => {
  let storage: TestStorage;
  let siteServer: Server;
  let siteOrigin: string;
  const platforms: TestPlatform[] = [];
  const gateways: TestGateway[] = [];
  let platformProxy: RoundRobinProxy;
  let gatewayProxy: RoundRobinProxy;
  let database: pg.Client;
  const killed = new Set<TestPlatform>();
  let platformEnv: Record<string, string>;

  beforeAll(async () => {
    siteServer = createServer((incoming, outgoing) => {
      const body = site[incoming.url ?? ''];
      if (body === undefined) return void outgoing.writeHead(404).end();
      setTimeout(
        () =>
          outgoing
            .writeHead(200, {
              'content-type': incoming.url === '/robots.txt' ? 'text/plain' : 'text/html',
            })
            .end(body),
        incoming.url === '/robots.txt' ? 0 : PAGE_DELAY_MS,
      );
    });
    await new Promise<void>((resolve) => siteServer.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`;

    storage = await createTestStorage();
    platformProxy = await startRoundRobinProxy(() =>
      platforms.filter((p) => !killed.has(p)).map((p) => p.url),
    );
    platformEnv = {
      KB_API_KEY: TEST_KB_API_KEY,
      KB_CRAWL_ALLOWED_ORIGINS: siteOrigin,
      // Seeded bots live behind the load balancer, not on one instance.
      PLATFORM_PUBLIC_URL: platformProxy.url,
      REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: String(REUSE_INTERVAL_SECONDS),
      // Per address and account; the suite's own sign-ins of one account stay well below it.
      AUTH_RATE_LIMIT_PER_EMAIL: String(SIGN_IN_LIMIT),
      // Short slices, holds and expiry so a dead worker's crawl moves on within seconds.
      KB_CRAWL_SLICE_SECONDS: '2',
      JOB_LEASE_SECONDS: '3',
      JOB_EXPIRE_SECONDS: '8',
      JOB_MAINTENANCE_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLLING_SECONDS: '1',
    };
    // The first migrates and seeds; the second finds both done.
    platforms.push(await startTestPlatform(platformEnv, storage));
    platforms.push(await startTestPlatform(platformEnv, storage));
    const gatewayEnv = {
      PLATFORM_URL: platformProxy.url,
      SUPABASE_ANON_KEY: TEST_ANON_KEY,
      KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
      PROXY_ALLOWED_ORIGINS: platformProxy.url,
      GATEWAY_SECRET,
    };
    gateways.push(await startTestGateway(gatewayEnv));
    gateways.push(await startTestGateway(gatewayEnv));
    gatewayProxy = await startRoundRobinProxy(() => gateways.map((g) => g.url));
    database = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await database.connect();
  }, 600_000);

  afterAll(async () => {
    await database?.end();
    await Promise.allSettled(gateways.map((g) => g.close()));
    await Promise.allSettled(
      platforms.map((p) => (killed.has(p) ? p.close().catch(() => undefined) : p.close())),
    );
    await gatewayProxy?.close();
    await platformProxy?.close();
    await storage?.dispose();
    await new Promise((resolve) => siteServer?.close(resolve));
  }, 120_000);

  const viaPlatforms = (
    method: string,
    path: string,
    options: Parameters<typeof request>[3] = {},
  ) => request(platformProxy.url, method, path, options);
  const viaGateways = (method: string, path: string, options: Parameters<typeof request>[3] = {}) =>
    request(gatewayProxy.url, method, path, options);

  it('reports every instance ready: database and queue on the platforms, the platform on the gateways', async () => {
    for (const platform of platforms) {
      const ready = await request(platform.url, 'GET', '/readyz');
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', queue: 'ok' } },
      });
    }
    for (const gateway of gateways) {
      const ready = await request(gateway.url, 'GET', '/readyz');
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    }
  });

  it('signs in on one instance and is served by the other', async () => {
    const session = await signIn(platformProxy.url, 'admin@switchboard.local');
    const signedInOn = platformProxy.servedBy.at(-1);
    const bots = await viaPlatforms('GET', '/api/bots', { token: session.access_token });
    expect(bots.status).toBe(200);
    expect(bots.headers.get('x-served-by')).not.toBe(String(signedInOn));
  });

  it('keeps the session library working across gateways: CSRF from one, sign-in on the other', async () => {
    const csrf = await viaGateways('GET', '/api/auth/csrf');
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signin = await fetch(`${gatewayProxy.url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
      body: new URLSearchParams({
        csrfToken: csrf.body.csrfToken,
        email: 'admin@switchboard.local',
        password: 'switchboard',
        callbackUrl: '/',
      }),
    });
    expect(signin.headers.get('x-served-by')).not.toBe(csrf.headers.get('x-served-by'));
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).not.toContain('error');
    const sessionCookie = signin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const sessions = [
      await viaGateways('GET', '/api/auth/session', { headers: { cookie: sessionCookie } }),
      await viaGateways('GET', '/api/auth/session', { headers: { cookie: sessionCookie } }),
    ];
    expect(new Set(sessions.map((s) => s.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
    for (const session of sessions) expect(session.body.user.email).toBe('admin@switchboard.local');
  });

  it('spends one sign-in budget across instances', async () => {
    const attempt = () =>
      viaPlatforms('POST', '/auth/v1/token?grant_type=password', {
        headers: { apikey: TEST_ANON_KEY },
        body: { email: 'hiringmanager@switchboard.local', password: 'not-the-password' },
      });
    const answers = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) answers.push(await attempt());
    expect(answers.map((a) => a.body.code)).toEqual(
      Array(SIGN_IN_LIMIT).fill('invalid_credentials'),
    );
    // Half the attempts went to each instance, yet the next one is refused on either.
    expect(new Set(answers.map((a) => a.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
    for (let i = 0; i < 2; i += 1) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('over_request_rate_limit');
    }
  });

  it('rotates refresh tokens across instances and ends the session when an old one is reused', async () => {
    const refresh = (token: string) =>
      viaPlatforms('POST', '/auth/v1/token?grant_type=refresh_token', {
        headers: { apikey: TEST_ANON_KEY },
        body: { refresh_token: token },
      });
    const first = await signIn(platformProxy.url, 'superuser@switchboard.local');
    const second = await refresh(first.refresh_token);
    // Two tabs refreshing at once: within the reuse interval the other instance hands the
    // same parent the same child instead of taking it for a stolen token.
    const twin = await refresh(first.refresh_token);
    expect([second.status, twin.status]).toEqual([200, 200]);
    expect(twin.headers.get('x-served-by')).not.toBe(second.headers.get('x-served-by'));
    expect(twin.body.refresh_token).toBe(second.body.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect(third.body.refresh_token).not.toBe(second.body.refresh_token);
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 500));
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');
    // Whichever instance answers now, the family is dead.
    for (let i = 0; i < 2; i += 1) {
      const after = await refresh(third.body.refresh_token);
      expect(after.status).toBe(400);
      const user = await viaPlatforms('GET', '/auth/v1/user', {
        token: third.body.access_token,
        headers: { apikey: TEST_ANON_KEY },
      });
      expect(user.status).toBe(403);
      expect(user.body.code).toBe('session_not_found');
    }
  });

  it('keeps the conflict rule for concurrent edits made through different instances', async () => {
    const { access_token: token } = await signIn(platformProxy.url, 'superuser@switchboard.local');
    const created = await viaPlatforms('POST', '/api/business-types', {
      token,
      body: { name: 'Edited on two instances' },
    });
    expect(created.status).toBe(201);
    const path = `/api/business-types/${created.body.id}`;
    // Every writer read the same version; the writes go out together, round-robin.
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => viaPlatforms('GET', path, { token })),
    );
    const writes = await Promise.all(
      reads.map((read, writer) =>
        viaPlatforms('PUT', path, {
          token,
          headers: { 'if-match': read.headers.get('etag')! },
          body: { description: `writer ${writer}` },
        }),
      ),
    );
    expect(new Set(writes.map((w) => w.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
    const landed = writes.filter((w) => w.status === 200);
    const refused = writes.filter((w) => w.status === 412);
    expect({ landed: landed.length, refused: refused.length }).toEqual({ landed: 1, refused: 5 });
    const final = await viaPlatforms('GET', path, { token });
    expect(final.body.description).toBe(landed[0]!.body.description);
    for (const answer of refused)
      expect(answer.body.current.description).toBe(final.body.description);
  });

  /**
   * Starts a crawl through the gateways, stops the instance working it with `signal` once
   * a few pages are in, and returns the crawl as the other instance finished it.
   */
  async function crawlAndStopItsWorker(signal: 'SIGTERM' | 'SIGKILL') {
    const { access_token: token } = await signIn(platformProxy.url, 'admin@switchboard.local');
    const bots = await viaPlatforms('GET', '/api/bots', { token });
    const bot = (bots.body as { id: string; botPath: string }[]).find((b) =>
      b.botPath.endsWith('/kb/hr-onboarding'),
    )!;
    const asConsole = { token, headers: { 'x-requested-with': 'XMLHttpRequest' } };
    const started = await viaGateways('POST', `/api/bot-services/${bot.id}/crawl/`, {
      ...asConsole,
      body: { url: `${siteOrigin}/`, max_depth: 1 },
    });
    expect(started.status).toBe(202);
    const jobId = started.body.id as string;
    const row = async () =>
      (
        await database.query<{ worker_id: string | null; pages_done: number; status: string }>(
          'SELECT worker_id, pages_done, status FROM kb_crawl_jobs WHERE id = $1',
          [jobId],
        )
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
        platforms.map((p) =>
          killed.has(p)
            ? false
            : fetch(`${p.url}/health`).then(
                (r) => r.ok,
                () => false,
              ),
        ),
      );
      return answers.filter(Boolean).length === platforms.length - killed.size - 1
        ? answers
        : undefined;
    });
    platforms.forEach((p, i) => answering[i] || killed.add(p));

    const done = await until('the other instance to finish the crawl', async () => {
      const job = await viaGateways('GET', `/api/bot-services/${bot.id}/crawl/${jobId}`, asConsole);
      return job.body.status === 'completed' || job.body.status === 'failed' ? job.body : undefined;
    });
    expect((await row()).worker_id).not.toBe(working.worker_id);
    const pages = await viaGateways('GET', `/api/bot-services/${bot.id}/webpages/`, asConsole);
    const crawled = (pages.body.webpages as { url: string; crawl_job_id: string }[]).filter(
      (p) => p.crawl_job_id === jobId,
    );
    return { done, urls: crawled.map((p) => p.url) };
  }

  it('hands a running crawl to the other instance when its worker is stopped (SIGTERM)', async () => {
    const { done, urls } = await crawlAndStopItsWorker('SIGTERM');
    expect(done).toMatchObject({ status: 'completed', pages_fetched: PAGES + 1, pages_failed: 0 });
    expect(urls).toHaveLength(PAGES + 1);
    expect(new Set(urls).size).toBe(PAGES + 1);
    // Back to two instances for the next case.
    platforms.push(await startTestPlatform(platformEnv, storage));
  });

  it('finishes a crawl on the other instance when its worker is killed (SIGKILL)', async () => {
    const { done, urls } = await crawlAndStopItsWorker('SIGKILL');
    expect(done).toMatchObject({ status: 'completed', pages_fetched: PAGES + 1, pages_failed: 0 });
    expect(urls).toHaveLength(PAGES + 1);
    expect(new Set(urls).size).toBe(PAGES + 1);
  });
});
