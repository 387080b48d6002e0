/**
 * Capacity of the deployable shape on this machine: one platform instance and one gateway,
 * then two of each, on one PostgreSQL, each kind behind a round-robin balancer (as in
 * docs/deploy.md). For each scenario autocannon drives CONNECTIONS concurrent clients for
 * SECONDS and prints requests/s and latency percentiles:
 *   sign-in     POST /auth/v1/token?grant_type=password (bcrypt cost 10)
 *   bots list   GET /api/bots
 *   chat        POST /api/bots/proxy through the gateway to the bot's knowledge service
 *   analytics   the usage group's 8 endpoints through the gateway, round-robin
 * The database carries the seeded 60-day history. Run: `npx tsx bench/capacity.ts`
 * (needs the Debian PostgreSQL server binaries, as `npm test` does). CONNECTIONS and
 * SECONDS come from the environment (defaults 10 and 10).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { usageAnalytics } from '@switchboard/knowledge-service/analytics';
import { TEST_KB_API_KEY } from '@switchboard/platform/testing/kb-test-platform';
import { signIn } from '@switchboard/platform/testing/http-client';
import { startPostgres, stopPostgres } from '@switchboard/platform/testing/postgres-server';
import { startRoundRobinProxy } from '@switchboard/platform/testing/round-robin-proxy';
import { startTestGateway, type TestGateway } from '@switchboard/platform/testing/test-gateway';
import {
  startTestPlatform,
  TEST_ANON_KEY,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 10);
const ADMIN = 'admin@switchboard.local';

interface Scenario {
  name: string;
  /** One request as the load sends it, to check it succeeds before measuring. */
  probe(): Promise<Response>;
  run(): Promise<autocannon.Result>;
}

const load = (options: autocannon.Options) =>
  autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });

function report(instances: number, name: string, result: autocannon.Result) {
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    [
      `${instances} instance${instances > 1 ? 's' : ''}`.padEnd(12),
      name.padEnd(10),
      `${result.requests.average.toFixed(1)} req/s`.padStart(12),
      `p50 ${result.latency.p50} ms`.padStart(12),
      `p95 ${percentile95(result)} ms`.padStart(12),
      `p99 ${result.latency.p99} ms`.padStart(12),
      failed ? `  ${failed} failed` : '',
    ].join(' '),
  );
}

/** autocannon reports p90 and p97.5; p95 is read between them (linear), said so in the doc. */
function percentile95(result: autocannon.Result): number {
  const { p90, p97_5 } = result.latency;
  return Math.round(p90 + ((p97_5 - p90) * (95 - 90)) / (97.5 - 90));
}

async function main() {
  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE capacity');
  await admin.end();
  const databaseUrl = new URL(server.adminUrl);
  databaseUrl.pathname = '/capacity';
  const storage = { env: { DATABASE_URL: databaseUrl.toString() }, dispose: async () => undefined };

  const platforms: TestPlatform[] = [];
  const gateways: TestGateway[] = [];
  const platformLb = await startRoundRobinProxy(() => platforms.map((p) => p.url));
  const gatewayLb = await startRoundRobinProxy(() => gateways.map((g) => g.url));
  const platformEnv = {
    KB_API_KEY: TEST_KB_API_KEY,
    PLATFORM_PUBLIC_URL: platformLb.url,
    PLATFORM_SEED_HISTORY: 'true',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
  };
  const gatewayEnv = {
    PLATFORM_URL: platformLb.url,
    SUPABASE_ANON_KEY: TEST_ANON_KEY,
    KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
    PROXY_ALLOWED_ORIGINS: platformLb.url,
    GATEWAY_SECRET: 'capacity-bench-gateway-secret-0123456789abcdef',
  };
  try {
    const addInstance = async () => {
      platforms.push(await startTestPlatform(platformEnv, storage));
      gateways.push(await startTestGateway(gatewayEnv));
    };
    await addInstance();
    const session = await signIn(platformLb.url, ADMIN);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const bots = (await (await fetch(`${platformLb.url}/api/bots`, { headers: auth })).json()) as {
      id: string;
      botPath: string;
      chatEndpoint: string;
    }[];
    const bot = bots.find((b) => b.botPath.endsWith('/kb/customer-support'))!;
    const consoleHeaders = {
      ...auth,
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    };
    const chatBody = JSON.stringify({
      botPath: bot.botPath,
      chatEndpoint: bot.chatEndpoint,
      message: 'How long do refunds take?',
      user_id: session.user.id,
    });
    const analyticsPaths = Object.keys(usageAnalytics).map(
      (name) => `/api/bot-services/${bot.id}/analytics/usage/${name}?days=30`,
    );
    const scenarios: Scenario[] = [
      {
        name: 'sign-in',
        probe: () =>
          fetch(`${platformLb.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
            body: JSON.stringify({ email: ADMIN, password: 'switchboard' }),
          }),
        run: () =>
          load({
            url: `${platformLb.url}/auth/v1/token?grant_type=password`,
            method: 'POST',
            headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
            body: JSON.stringify({ email: ADMIN, password: 'switchboard' }),
          }),
      },
      {
        name: 'bots list',
        probe: () => fetch(`${platformLb.url}/api/bots`, { headers: auth }),
        run: () => load({ url: `${platformLb.url}/api/bots`, headers: auth }),
      },
      {
        name: 'chat',
        probe: () =>
          fetch(`${gatewayLb.url}/api/bots/proxy`, {
            method: 'POST',
            headers: consoleHeaders,
            body: chatBody,
          }),
        run: () =>
          load({
            url: `${gatewayLb.url}/api/bots/proxy`,
            method: 'POST',
            headers: consoleHeaders,
            body: chatBody,
          }),
      },
      {
        name: 'analytics',
        probe: () => fetch(`${gatewayLb.url}${analyticsPaths[0]}`, { headers: auth }),
        run: () =>
          load({
            url: gatewayLb.url,
            headers: auth,
            requests: analyticsPaths.map((path) => ({ method: 'GET' as const, path })),
          }),
      },
    ];
    for (const scenario of scenarios) {
      const answer = await scenario.probe();
      if (!answer.ok)
        throw new Error(`${scenario.name} answers ${answer.status}: ${await answer.text()}`);
    }
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per scenario`);
    for (const instances of [1, 2]) {
      if (instances === 2) await addInstance();
      for (const scenario of scenarios) report(instances, scenario.name, await scenario.run());
    }
  } finally {
    await Promise.allSettled(gateways.map((g) => g.close()));
    await Promise.allSettled(platforms.map((p) => p.close()));
    await gatewayLb.close();
    await platformLb.close();
    stopPostgres(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
