import { kbClient, TEST_KB_API_KEY, uploadFile } from '../../testing/kb-test-platform';
import { usePlatformApi } from '../../testing/platform-fixture';

const { platform, api } = usePlatformApi({ KB_API_KEY: TEST_KB_API_KEY });

const collectionNames = async () =>
  ((await kbClient(platform).get('/collection-stats/collections')).body as { name: string }[]).map(
    (collection) => collection.name,
  );

async function businessWithCollection(name: string) {
  const collection = await kbClient(platform).post('/collection-stats', { name });
  expect(collection.status).toBe(201);
  const business = await api.post('/api/businesses', { name, collectionId: collection.body.id });
  expect(business.status).toBe(201);
  return { business: business.body, collection: collection.body };
}

it('deleting a business deletes the empty collection made for it, and keeps one that holds knowledge', async () => {
  const empty = await businessWithCollection('Harbour Co-operative');
  expect((await api.delete(`/api/businesses/${empty.business.id}`)).status).toBe(200);
  expect(await collectionNames()).not.toContain('Harbour Co-operative');

  const filled = await businessWithCollection('Lakeside Traders');
  const stored = await uploadFile(kbClient(platform), 'prices.txt', 'Maize costs KES 50.', {
    collection_id: filled.collection.id,
  });
  expect(stored.status).toBe(201);
  expect((await api.delete(`/api/businesses/${filled.business.id}`)).status).toBe(200);
  expect(await collectionNames()).toContain('Lakeside Traders');
});
