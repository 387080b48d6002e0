/**
 * @jest-environment node
 */
import { useBusinessOperationsStage } from '../testing/business-operations-stage';

const stage = useBusinessOperationsStage();
const { add, post, stores, knowledgeWrites } = stage;

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
    const made = await stage.kb().post('/collection-stats', { name: 'Quay Traders' });
    stage.bots.interpose((method, path) =>
      method === 'POST' && path === '/api/businesses' ? [409, { error: 'Busy' }] : 'pass',
    );
    const refused = await add('Quay Traders', 'add-key-0002');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Busy' });
    expect(await stores('Quay Traders')).toEqual({ collections: [made.body], businesses: [] });
    expect(knowledgeWrites()).toEqual([]);
  });

  it('changes neither store when the platform refuses or the knowledge service refuses or times out', async () => {
    stage.bots.interpose((method, path) =>
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

    stage.bots.reset();
    stage.knowledge.interpose((method) =>
      method === 'POST' ? [403, { error: 'Not yours' }] : 'pass',
    );
    const knowledgeRefused = await add('Reef Growers', 'add-key-0004');
    expect(knowledgeRefused.statusCode).toBe(502);
    expect(knowledgeRefused.json().error).toBe(
      "Failed to create the business's knowledge collection: Not yours",
    );
    expect(await stores('Reef Growers')).toEqual({ collections: [], businesses: [] });

    // The collection is made, but its answer never comes: it is deleted again.
    stage.knowledge.interpose((method) => (method === 'POST' ? 'hang-after-write' : 'pass'));
    const timedOut = await add('Reef Growers', 'add-key-0005');
    expect(timedOut.statusCode).toBeGreaterThanOrEqual(502);
    expect(await stores('Reef Growers')).toEqual({ collections: [], businesses: [] });
    expect(stage.bots.seen.filter((line) => line.startsWith('POST /api/businesses'))).toEqual([]);
  });

  it('answers 4xx with an error for bad input, asking neither service to write', async () => {
    const noKey = await post('/api/businesses/with-collection', { name: 'Keyless' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe('Invalid request: idempotencyKey: idempotencyKey is required');
    expect((await add(' ', 'add-key-0006')).statusCode).toBe(400);
    expect(knowledgeWrites()).toEqual([]);
  });
});
