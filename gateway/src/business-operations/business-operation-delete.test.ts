/**
 * @jest-environment node
 */
import { uploadFile } from '@switchboard/platform/testing/kb-test-platform';
import { useBusinessOperationsStage } from '../testing/business-operations-stage';

const stage = useBusinessOperationsStage();
const { add, post, remove, stores, knowledgeWrites } = stage;

async function added(name: string) {
  const answer = await add(name, `add-${name.replace(/\W/g, '-')}`);
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: string; collectionId: string };
}

describe('POST /api/businesses/:id/deletion', () => {
  it('deletes the business and its empty collection once per key', async () => {
    const business = await added('Lagoon Fishers');
    stage.knowledge.reset();
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
    const stored = await uploadFile(stage.kb(), 'prices.txt', 'Maize costs KES 50.', {
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
    const rename = await stage.kb().put(`/collections/${renamed.collectionId}`, {
      name: 'Inlet Pottery',
    });
    expect(rename.status).toBe(200);
    expect((await remove(renamed.id, 'delete-key-0008')).statusCode).toBe(200);
    expect((await stores('Inlet Pottery')).collections).toHaveLength(1);
  });

  it('changes neither store when the platform refuses or the knowledge service refuses or times out', async () => {
    const business = await added('Cove Weavers');
    const before = await stores('Cove Weavers');
    stage.bots.interpose((method, path) =>
      method === 'POST' && path.endsWith('/deletion')
        ? [409, { error: 'Changed meanwhile' }]
        : 'pass',
    );
    const platformRefused = await remove(business.id, 'delete-key-0005');
    expect(platformRefused.statusCode).toBe(409);
    // Put back as it was: same id, name and age.
    expect(await stores('Cove Weavers')).toEqual(before);

    stage.bots.reset();
    stage.knowledge.interpose((method) =>
      method === 'DELETE' ? [403, { error: 'Not yours' }] : 'pass',
    );
    const knowledgeRefused = await remove(business.id, 'delete-key-0006');
    expect(knowledgeRefused.statusCode).toBe(502);
    expect(knowledgeRefused.json().error).toBe(
      "Failed to delete the business's knowledge collection: Not yours",
    );
    expect(await stores('Cove Weavers')).toEqual(before);

    stage.knowledge.interpose((method) => (method === 'DELETE' ? 'hang-after-write' : 'pass'));
    const timedOut = await remove(business.id, 'delete-key-0007');
    expect(timedOut.statusCode).toBeGreaterThanOrEqual(502);
    expect(await stores('Cove Weavers')).toEqual(before);
    expect(stage.bots.seen.filter((line) => line.endsWith('/deletion'))).toEqual([]);
  });
});
