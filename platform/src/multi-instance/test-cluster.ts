import pg from 'pg';
import { TEST_KB_API_KEY } from '../testing/kb-test-platform';
import { request, type HttpResult } from '../testing/http-client';
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

/** The multi-instance suites need a PostgreSQL server; PGlite belongs to one process. */
export const onPostgres = testBackend() === 'postgres' ? describe : describe.skip;

const GATEWAY_SECRET = 'multi-instance-test-gateway-secret-0123456789abcdef';

export interface ClusterOptions {
  /** Read when the cluster starts, so it may name what an earlier beforeAll started. */
  platformEnv?: () => Record<string, string>;
  gatewayEnv?: () => Record<string, string>;
}

export interface Cluster {
  storage: TestStorage;
  platforms: TestPlatform[];
  gateways: TestGateway[];
  /** Instances a test stopped; the proxy no longer sends them anything. */
  killed: Set<TestPlatform>;
  platformProxy: RoundRobinProxy;
  gatewayProxy: RoundRobinProxy;
  database: pg.Client;
  /** Adds a platform instance like the others (after one was stopped). */
  addPlatform(): Promise<void>;
  viaPlatforms: (...args: RequestArgs) => Promise<HttpResult>;
  viaGateways: (...args: RequestArgs) => Promise<HttpResult>;
}

type RequestArgs = [method: string, path: string, options?: Parameters<typeof request>[3]];

/**
 * Two platform instances and two gateways on one PostgreSQL, each pair behind a
 * round-robin proxy (the load balancers), the way docs/deploy.md runs them: started in
 * the suite's beforeAll, stopped in its afterAll. The gateways count their rate limits
 * in the same database, as a deployment that shares one budget does.
 */
export function useCluster(options: ClusterOptions = {}): Cluster {
  const cluster = {
    platforms: [],
    gateways: [],
    killed: new Set(),
    viaPlatforms: (...args: RequestArgs) => request(cluster.platformProxy.url, ...args),
    viaGateways: (...args: RequestArgs) => request(cluster.gatewayProxy.url, ...args),
  } as unknown as Cluster;
  let platformEnv: Record<string, string>;

  beforeAll(async () => {
    cluster.storage = await createTestStorage();
    cluster.platformProxy = await startRoundRobinProxy(() =>
      cluster.platforms.filter((p) => !cluster.killed.has(p)).map((p) => p.url),
    );
    platformEnv = {
      KB_API_KEY: TEST_KB_API_KEY,
      // Seeded bots live behind the load balancer, not on one instance.
      PLATFORM_PUBLIC_URL: cluster.platformProxy.url,
      ...options.platformEnv?.(),
    };
    cluster.addPlatform = async () => {
      cluster.platforms.push(await startTestPlatform(platformEnv, cluster.storage));
    };
    // The first seeds (the template is migrated already); the second finds it done.
    await cluster.addPlatform();
    await cluster.addPlatform();
    const gatewayEnv = {
      PLATFORM_URL: cluster.platformProxy.url,
      SUPABASE_ANON_KEY: TEST_ANON_KEY,
      KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
      PROXY_ALLOWED_ORIGINS: cluster.platformProxy.url,
      GATEWAY_SECRET,
      GATEWAY_DATABASE_URL: cluster.storage.env.DATABASE_URL!,
      ...options.gatewayEnv?.(),
    };
    cluster.gateways.push(await startTestGateway(gatewayEnv));
    cluster.gateways.push(await startTestGateway(gatewayEnv));
    cluster.gatewayProxy = await startRoundRobinProxy(() => cluster.gateways.map((g) => g.url));
    cluster.database = new pg.Client({ connectionString: cluster.storage.env.DATABASE_URL });
    await cluster.database.connect();
  }, 600_000);

  afterAll(async () => {
    await cluster.database?.end();
    await Promise.allSettled(cluster.gateways.map((g) => g.close()));
    await Promise.allSettled(
      cluster.platforms.map((p) =>
        cluster.killed.has(p) ? p.close().catch(() => undefined) : p.close(),
      ),
    );
    await cluster.gatewayProxy?.close();
    await cluster.platformProxy?.close();
    await cluster.storage?.dispose();
  }, 120_000);

  return cluster;
}
