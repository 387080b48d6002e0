import { useKbPlatform, uploadFile } from '@switchboard/platform/testing/kb-test-platform';

/**
 * A collection could not be deleted at all. Now it can, but never with what it holds:
 * a collection with documents is refused (409) unless they move to another collection.
 */
const { kb } = useKbPlatform({}, 'customer-support');

const create = async (name: string) => (await kb.post('/collection-stats', { name })).body.id;
const statsOf = async (id: string) =>
  (await kb.get('/collection-stats')).body.collections.find(
    (row: { collection_id: string }) => row.collection_id === id,
  );

it('deletes an empty collection, and a second delete is 404', async () => {
  const id = await create('Empty shelf');
  const deleted = await kb.delete(`/collections/${id}`);
  expect(deleted).toMatchObject({ status: 200, body: { message: 'Collection deleted', id } });
  expect(await statsOf(id)).toBeUndefined();
  expect((await kb.delete(`/collections/${id}`)).status).toBe(404);
});

it('puts a deleted collection back as it was: same id, name, description, type and age', async () => {
  const made = (
    await kb.post('/collection-stats', { name: 'Returning shelf', description: 'Tides' })
  ).body;
  expect((await kb.delete(`/collections/${made.id}`)).status).toBe(200);
  const restored = await kb.post('/collection-stats', made);
  expect(restored).toMatchObject({ status: 201, body: made });
  expect((await kb.post('/collection-stats', { ...made, name: 'Other shelf' })).body).toEqual({
    error: 'A collection with this id already exists',
  });
});

it('refuses a collection that still holds documents, then moves them when asked', async () => {
  const from = await create('Old shelf');
  const to = await create('New shelf');
  const uploaded = await uploadFile(kb, 'tides.txt', 'High tide is at 05:12 on Mondays.', {
    collection_id: from,
  });
  expect(uploaded.status).toBe(201);

  const refused = await kb.delete(`/collections/${from}`);
  expect(refused).toMatchObject({
    status: 409,
    body: {
      error:
        'The collection still holds 1 document and 0 web pages: move them to another collection or delete them first',
    },
  });
  expect(await statsOf(from)).toMatchObject({ name: 'Old shelf', documents: 1 });

  expect((await kb.delete(`/collections/${from}?move_to=${from}`)).status).toBe(400);
  expect((await kb.delete(`/collections/${from}?move_to=nowhere`)).body.error).toBe(
    'move_to must name another collection of this bot',
  );

  const moved = await kb.delete(`/collections/${from}?move_to=${to}`);
  expect(moved).toMatchObject({ status: 200, body: { moved: { documents: 1, webpages: 0 } } });
  expect(await statsOf(from)).toBeUndefined();
  // The document and its chunks (which search counts by collection) moved together.
  expect(await statsOf(to)).toMatchObject({ documents: 1, chunks: expect.any(Number) });
  expect((await statsOf(to)).chunks).toBeGreaterThan(0);
  expect((await kb.get(`/documents/${uploaded.body.id}`)).body.collection_id).toBe(to);
});
