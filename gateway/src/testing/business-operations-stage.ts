import type { FastifyInstance } from 'fastify';
import { kbClient, TEST_KB_API_KEY } from '@switchboard/platform/testing/kb-test-platform';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';
import type { TestPlatform as KbPlatform } from '@switchboard/platform/testing/test-platform';
import { startInterposer, type Interposer } from './interposer';
import { testGateway } from './test-gateway';

interface Listed {
  id: string;
  name: string;
  created_at: string;
  pending?: true;
}

/**
 * The business operations' stage for one test file: the real platform with its general
 * knowledge service, an interposer in front of each (so a test can refuse or stall a call
 * and see what the stores kept), and a gateway through both, signed in as the admin.
 * `platformEnv` sets the platform's pending-write settings where a file needs them.
 */
export function useBusinessOperationsStage(platformEnv: Record<string, string> = {}) {
  let platform: TestPlatform;
  let gateway: FastifyInstance;
  const stage = {
    /** In front of the platform, and of its general knowledge service. */
    bots: undefined as unknown as Interposer,
    knowledge: undefined as unknown as Interposer,
    admin: '',
    platform: () => platform,
    /** A gateway of its own over the same interposers, closed with the stage. */
    gateway: async (env: Record<string, string>) => {
      const extra = await testGateway({ ...gatewayEnv(), ...env });
      extras.push(extra);
      return extra;
    },
    kb: () => kbClient(platform as unknown as KbPlatform),
    post: (url: string, payload: object, through: FastifyInstance = gateway) =>
      through.inject({
        method: 'POST',
        url,
        headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${stage.admin}` },
        payload,
      }),
    /** The general service's collections of a name, as it lists them (with `pending`). */
    listed: async (name: string) =>
      ((await stage.kb().get('/collection-stats/collections')).body as Listed[]).filter(
        (row) => row.name === name,
      ),
    /**
     * Both stores as they are: the general service's collections (without whether they are
     * still pending) and the businesses of a name.
     */
    stores: async (name: string) => {
      const collections = (await stage.listed(name)).map(({ pending: _pending, ...row }) => row);
      const page = await platform.api(
        stage.admin,
        'GET',
        `/api/businesses?name=${encodeURIComponent(name)}&limit=50`,
      );
      const { items } = (await page.json()) as { items: { id: string; collectionId: string }[] };
      return { collections, businesses: items };
    },
    add: (name: string, idempotencyKey: string) =>
      stage.post('/api/businesses/with-collection', { name, idempotencyKey }),
    remove: (id: string, idempotencyKey: string) =>
      stage.post(`/api/businesses/${id}/deletion`, { idempotencyKey }),
    knowledgeWrites: () => stage.knowledge.seen.filter((line) => !line.startsWith('GET ')),
  };
  const extras: FastifyInstance[] = [];
  const gatewayEnv = () => ({
    PLATFORM_URL: stage.bots.url,
    KNOWLEDGE_SERVICE_URL: stage.knowledge.url,
    KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
  });

  beforeAll(async () => {
    platform = await startTestPlatform({ KB_API_KEY: TEST_KB_API_KEY, ...platformEnv });
    [stage.bots, stage.knowledge] = await Promise.all([
      startInterposer(platform.url),
      startInterposer(`${platform.url}/kb/default`),
    ]);
    gateway = await testGateway({ ...gatewayEnv(), PROXY_TIMEOUT_MS: '1000' });
    stage.admin = await platform.tokenFor('admin@switchboard.local');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([gateway?.close(), ...extras.map((extra) => extra.close())]);
    await Promise.all([stage.bots?.close(), stage.knowledge?.close()]);
    await platform?.close();
  });

  afterEach(() => {
    stage.bots.reset();
    stage.knowledge.reset();
  });

  return stage;
}
