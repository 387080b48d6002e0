/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { startInterposer, type Interposer } from '../testing/interposer';
import { testGateway } from '../testing/test-gateway';
import {
  kbClient,
  TEST_KB_API_KEY,
  uploadFile,
} from '@switchboard/platform/testing/kb-test-platform';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';
import type { TestPlatform as KbPlatform } from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';

/**
 * The knowledge service settles a collection made for a business this long after it was
 * made: longer than the stalling gateway's two platform calls of 1.5 s, short enough to wait for.
 */
const PENDING_GRACE_MS = 8000;

let platform: TestPlatform;
/** In front of the platform, and of its general knowledge service. */
let bots: Interposer;
let knowledge: Interposer;
let gateway: FastifyInstance;
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform({
    KB_API_KEY: TEST_KB_API_KEY,
    KB_PENDING_WRITE_GRACE_MS: String(PENDING_GRACE_MS),
    // The service's sweep, which settles pending writes, every second.
    JOB_MAINTENANCE_SECONDS: '1',
  });
  [bots, knowledge] = await Promise.all([
    startInterposer(platform.url),
    startInterposer(`${platform.url}/kb/default`),
  ]);
  gateway = await testGateway({
    PLATFORM_URL: bots.url,
    KNOWLEDGE_SERVICE_URL: knowledge.url,
    KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
    PROXY_TIMEOUT_MS: '1000',
  });
  admin = await platform.tokenFor('admin@switchboard.local');
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([bots?.close(), knowledge?.close()]);
  await platform?.close();
});

afterEach(() => {
  bots.reset();
  knowledge.reset();
});

const kb = () => kbClient(platform as unknown as KbPlatform);

const post = (url: string, payload: object) =>
  gateway.inject({
    method: 'POST',
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${admin}` },
    payload,
  });

interface Listed {
  id: string;
  name: string;
  created_at: string;
  pending?: true;
}

/** The general service's collections of a name, as it lists them (with `pending`). */
const listed = async (name: string) =>
  ((await kb().get('/collection-stats/collections')).body as Listed[]).filter(
    (row) => row.name === name,
  );

/**
 * Both stores as they are: the general service's collections (without whether they are
 * still pending) and the businesses of a name.
 */
async function stores(name: string) {
  const collections = (await listed(name)).map(({ pending: _pending, ...row }) => row);
  const page = await platform.api(
    admin,
    'GET',
    `/api/businesses?name=${encodeURIComponent(name)}&limit=50`,
  );
  const { items } = (await page.json()) as { items: { id: string; collectionId: string }[] };
  return { collections, businesses: items };
}

const add = (name: string, idempotencyKey: string) =>
  post('/api/businesses/with-collection', { name, idempotencyKey });
const remove = (id: string, idempotencyKey: string) =>
  post(`/api/businesses/${id}/deletion`, { idempotencyKey });
const knowledgeWrites = () => knowledge.seen.filter((line) => !line.startsWith('GET '));

describe('POST /api/businesses/with-collection', () => {
  it('adds the business with a collection of its name, once per key', async () => {
    const first = await add('Harbour Co-operative', 'add-key-0001');
    expect(first.statusCode).toBe(201);
    const { collections, businesses } = await stores('Harbour Co-operative');
    expect(collections).toHaveLength(1);
    expect(businesses).toEqual([
      expect.objectContaining({ id: first.json().id, collectionId: collections[0]!.id }),
    ]);
    expect(knowledgeWrites()).toEqual(['POST /collection-stats']);

    const again = await add('Harbour Co-operative', 'add-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await stores('Harbour Co-operative')).toEqual({ collections, businesses });
    expect(knowledgeWrites()).toEqual(['POST /collection-stats']);
  });

  it('uses the collection already of that name, and keeps it when the business is refused', async () => {
    const made = await kb().post('/collection-stats', { name: 'Quay Traders' });
    bots.interpose((method, path) =>
      method === 'POST' && path === '/api/businesses' ? [409, { error: 'Busy' }] : 'pass',
    );
    const refused = await add('Quay Traders', 'add-key-0002');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Busy' });
    expect(await stores('Quay Traders')).toEqual({ collections: [made.body], businesses: [] });
    expect(knowledgeWrites()).toEqual([]);
  });

  it('changes neither store when the platform refuses or the knowledge service refuses or times out', async () => {
    bots.interpose((method, path) =>
      method === 'POST' && path === '/api/businesses'
        ? [400, { error: 'Invalid business' }]
        : 'pass',
    );
    const platformRefused = await add('Reef Growers', 'add-key-0003');
    expect(platformRefused.statusCode).toBe(400);
    expect(platformRefused.json()).toEqual({ error: 'Invalid business' });
    expect(await stores('Reef Growers')).toEqual({ collections: [], businesses: [] });
    expect(knowledgeWrites()).toEqual([
      'POST /collection-stats',
      expect.stringMatching(/^DELETE \/collections\//),
    ]);

    bots.reset();
    knowledge.interpose((method) => (method === 'POST' ? [403, { error: 'Not yours' }] : 'pass'));
    const knowledgeRefused = await add('Reef Growers', 'add-key-0004');
    expect(knowledgeRefused.statusCode).toBe(502);
    expect(knowledgeRefused.json().error).toBe(
      "Failed to create the business's knowledge collection: Not yours",
    );
    expect(await stores('Reef Growers')).toEqual({ collections: [], businesses: [] });

    // The collection is made, but its answer never comes: it is deleted again.
    knowledge.interpose((method) => (method === 'POST' ? 'hang-after-write' : 'pass'));
    const timedOut = await add('Reef Growers', 'add-key-0005');
    expect(timedOut.statusCode).toBeGreaterThanOrEqual(502);
    expect(await stores('Reef Growers')).toEqual({ collections: [], businesses: [] });
    expect(bots.seen.filter((line) => line.startsWith('POST /api/businesses'))).toEqual([]);
  });

  it('answers 4xx with an error for bad input, asking neither service to write', async () => {
    const noKey = await post('/api/businesses/with-collection', { name: 'Keyless' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe('Invalid request: idempotencyKey: idempotencyKey is required');
    expect((await add(' ', 'add-key-0006')).statusCode).toBe(400);
    expect(knowledgeWrites()).toEqual([]);
  });
});

describe('POST /api/businesses/:id/deletion', () => {
  async function added(name: string) {
    const answer = await add(name, `add-${name.replace(/\W/g, '-')}`);
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string; collectionId: string };
  }

  it('deletes the business and its empty collection once per key', async () => {
    const business = await added('Lagoon Fishers');
    knowledge.reset();
    const first = await remove(business.id, 'delete-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Business deleted', id: business.id });
    expect(await stores('Lagoon Fishers')).toEqual({ collections: [], businesses: [] });

    const again = await remove(business.id, 'delete-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(knowledgeWrites()).toEqual([`DELETE /collections/${business.collectionId}`]);

    expect((await remove(business.id, 'delete-key-0002')).statusCode).toBe(404);
  });

  it('keeps a collection that holds knowledge, another business names, or was renamed', async () => {
    const filled = await added('Delta Millers');
    const stored = await uploadFile(kb(), 'prices.txt', 'Maize costs KES 50.', {
      collection_id: filled.collectionId,
    });
    expect(stored.status).toBe(201);
    expect((await remove(filled.id, 'delete-key-0003')).statusCode).toBe(200);
    expect((await stores('Delta Millers')).collections).toHaveLength(1);

    const shared = await added('Estuary Bakers');
    const second = await post('/api/businesses/with-collection', {
      name: 'Estuary Bakers North',
      collectionId: shared.collectionId,
      idempotencyKey: 'add-key-0007',
    });
    expect(second.statusCode).toBe(201);
    expect((await remove(shared.id, 'delete-key-0004')).statusCode).toBe(200);
    expect((await stores('Estuary Bakers')).collections).toHaveLength(1);

    const renamed = await added('Inlet Potters');
    const rename = await kb().put(`/collections/${renamed.collectionId}`, {
      name: 'Inlet Pottery',
    });
    expect(rename.status).toBe(200);
    expect((await remove(renamed.id, 'delete-key-0008')).statusCode).toBe(200);
    expect((await stores('Inlet Pottery')).collections).toHaveLength(1);
  });

  it('changes neither store when the platform refuses or the knowledge service refuses or times out', async () => {
    const business = await added('Cove Weavers');
    const before = await stores('Cove Weavers');
    bots.interpose((method, path) =>
      method === 'POST' && path.endsWith('/deletion')
        ? [409, { error: 'Changed meanwhile' }]
        : 'pass',
    );
    const platformRefused = await remove(business.id, 'delete-key-0005');
    expect(platformRefused.statusCode).toBe(409);
    // Put back as it was: same id, name and age.
    expect(await stores('Cove Weavers')).toEqual(before);

    bots.reset();
    knowledge.interpose((method) => (method === 'DELETE' ? [403, { error: 'Not yours' }] : 'pass'));
    const knowledgeRefused = await remove(business.id, 'delete-key-0006');
    expect(knowledgeRefused.statusCode).toBe(502);
    expect(knowledgeRefused.json().error).toBe(
      "Failed to delete the business's knowledge collection: Not yours",
    );
    expect(await stores('Cove Weavers')).toEqual(before);

    knowledge.interpose((method) => (method === 'DELETE' ? 'hang-after-write' : 'pass'));
    const timedOut = await remove(business.id, 'delete-key-0007');
    expect(timedOut.statusCode).toBeGreaterThanOrEqual(502);
    expect(await stores('Cove Weavers')).toEqual(before);
    expect(bots.seen.filter((line) => line.endsWith('/deletion'))).toEqual([]);
  });
});

describe("when the platform stalls past the gateway's timeout", () => {
  // A gateway of its own with a short platform timeout; a second and a half still leaves a
  // loaded machine's ordinary platform calls room (the others in this file keep the default).
  let stalling: FastifyInstance;
  beforeAll(async () => {
    stalling = await testGateway({
      PLATFORM_URL: bots.url,
      KNOWLEDGE_SERVICE_URL: knowledge.url,
      KNOWLEDGE_API_KEY: TEST_KB_API_KEY,
      GATEWAY_PLATFORM_TIMEOUT_MS: '1500',
    });
  });
  afterAll(() => stalling?.close());

  const send = (url: string, payload: object) =>
    stalling.inject({
      method: 'POST',
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${admin}` },
      payload,
    });
  const stall = (
    how: 'hang' | 'hang-after-write',
    matches: (method: string, path: string) => boolean,
  ) => bots.interpose((method, path) => (matches(method, path) ? how : 'pass'));
  const creating = (method: string, path: string) =>
    method === 'POST' && path === '/api/businesses';
  const deleting = (method: string, path: string) =>
    method === 'POST' && path.endsWith('/deletion');

  it('adds a business once when the platform stored it but its answer never came', async () => {
    stall('hang-after-write', creating);
    const lost = await send('/api/businesses/with-collection', {
      name: 'Mangrove Keepers',
      idempotencyKey: 'stall-add-0001',
    });
    expect(lost.statusCode).toBe(502);
    // Asked twice with the key (the second to learn what the first did), stored once.
    expect(bots.seen.filter((line) => line === 'POST /api/businesses')).toHaveLength(2);
    const stored = await stores('Mangrove Keepers');
    expect(stored.collections).toHaveLength(1);
    expect(stored.businesses).toEqual([
      expect.objectContaining({ collectionId: stored.collections[0]!.id }),
    ]);

    bots.reset();
    const retried = await send('/api/businesses/with-collection', {
      name: 'Mangrove Keepers',
      idempotencyKey: 'stall-add-0001',
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(stored.businesses[0]!.id);
    expect(await stores('Mangrove Keepers')).toEqual(stored);
  });

  it('adds a business once on a retry before the pending collection is settled, which then keeps it', async () => {
    stall('hang', creating);
    const lost = await send('/api/businesses/with-collection', {
      name: 'Salt Pan Co',
      idempotencyKey: 'stall-add-0002',
    });
    expect(lost.statusCode).toBe(502);
    // No business; the collection made for it stays, pending, for the retry, which finds it by name.
    const left = await stores('Salt Pan Co');
    expect(left.businesses).toEqual([]);
    expect(left.collections).toHaveLength(1);
    expect(await listed('Salt Pan Co')).toEqual([expect.objectContaining({ pending: true })]);

    bots.reset();
    knowledge.reset();
    const retried = await send('/api/businesses/with-collection', {
      name: 'Salt Pan Co',
      idempotencyKey: 'stall-add-0002',
    });
    expect(retried.statusCode).toBe(201);
    const done = {
      collections: left.collections,
      businesses: [expect.objectContaining({ collectionId: left.collections[0]!.id })],
    };
    expect(await stores('Salt Pan Co')).toEqual(done);
    expect(knowledgeWrites()).toEqual([]);

    // The service's job finds the key recorded by the console: the collection stays, settled.
    await until('the collection settled', async () =>
      (await listed('Salt Pan Co'))[0]?.pending ? undefined : true,
    );
    expect(await stores('Salt Pan Co')).toEqual(done);
  });

  it('leaves both stores as they were once the service undoes the collection the platform never took', async () => {
    stall('hang', creating);
    const lost = await send('/api/businesses/with-collection', {
      name: 'Brine Shrimp Co',
      idempotencyKey: 'stall-add-0005',
    });
    expect(lost.statusCode).toBe(502);
    expect(await listed('Brine Shrimp Co')).toEqual([
      expect.objectContaining({ name: 'Brine Shrimp Co', pending: true }),
    ]);

    // No retry: the service's job asks the console, which never recorded the key, and the
    // empty collection made for the business goes.
    await until('the collection undone', async () =>
      (await listed('Brine Shrimp Co')).length === 0 ? true : undefined,
    );
    expect(await stores('Brine Shrimp Co')).toEqual({ collections: [], businesses: [] });

    // A retry after that does the whole operation once, with a new collection.
    bots.reset();
    const retried = await send('/api/businesses/with-collection', {
      name: 'Brine Shrimp Co',
      idempotencyKey: 'stall-add-0005',
    });
    expect(retried.statusCode).toBe(201);
    const after = await stores('Brine Shrimp Co');
    expect(after.collections).toHaveLength(1);
    expect(after.businesses).toEqual([
      expect.objectContaining({ id: retried.json().id, collectionId: after.collections[0]!.id }),
    ]);
  });

  it('deletes a business and its collection once when the platform deleted it but its answer never came', async () => {
    const made = await add('Tidewater Guild', 'stall-add-0003');
    expect(made.statusCode).toBe(201);
    stall('hang-after-write', deleting);
    const lost = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0001',
    });
    expect(lost.statusCode).toBe(502);
    // The platform deleted the business, so the collection is not put back.
    expect(await stores('Tidewater Guild')).toEqual({ collections: [], businesses: [] });

    bots.reset();
    const retried = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0001',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ message: 'Business deleted', id: made.json().id });
    expect(await stores('Tidewater Guild')).toEqual({ collections: [], businesses: [] });
  });

  it('leaves both stores as they were when the platform never took the deletion', async () => {
    const made = await add('Lantern Makers', 'stall-add-0004');
    expect(made.statusCode).toBe(201);
    const before = await stores('Lantern Makers');
    stall('hang', deleting);
    const lost = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0002',
    });
    expect(lost.statusCode).toBe(502);
    // The collection is put back with its id, name and age.
    expect(await stores('Lantern Makers')).toEqual(before);

    bots.reset();
    const retried = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0002',
    });
    expect(retried.statusCode).toBe(200);
    expect(await stores('Lantern Makers')).toEqual({ collections: [], businesses: [] });
  });
});
