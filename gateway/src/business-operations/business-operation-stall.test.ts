/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { until } from '@switchboard/platform/testing/until';
import { useBusinessOperationsStage } from '../testing/business-operations-stage';

/**
 * The knowledge service settles a collection made for a business this long after it was
 * made: longer than the stalling gateway's two platform calls of 1.5 s and the retry after
 * them, short enough to wait for.
 */
const PENDING_GRACE_MS = 8000;

const stage = useBusinessOperationsStage({
  KB_PENDING_WRITE_GRACE_MS: String(PENDING_GRACE_MS),
  // The service's sweep, which settles pending writes, every second.
  JOB_MAINTENANCE_SECONDS: '1',
});
const { add, stores, listed, knowledgeWrites } = stage;

// A gateway of its own with a short platform timeout; a second and a half still leaves a
// loaded machine's ordinary platform calls room (the stage's own keeps the default).
let stalling: FastifyInstance;
const send = (url: string, payload: object) => stage.post(url, payload, stalling);
const stall = (
  how: 'hang' | 'hang-after-write',
  matches: (method: string, path: string) => boolean,
) => stage.bots.interpose((method, path) => (matches(method, path) ? how : 'pass'));
const creating = (method: string, path: string) => method === 'POST' && path === '/api/businesses';
const deleting = (method: string, path: string) => method === 'POST' && path.endsWith('/deletion');

type Stores = Awaited<ReturnType<typeof stores>>;
interface Lost {
  status: number;
  left: Stores;
  listed: Awaited<ReturnType<typeof listed>>;
}

/**
 * Two adds the platform never takes, lost together before the other tests run: the
 * service's grace for both then runs out while those tests stall the platform, where each
 * of the two tests below used to wait it out on its own. One of them is retried at once,
 * before its collection is settled.
 */
const lost: Record<'retried' | 'abandoned', Lost> = {} as never;
let retry: { status: number; id: string; writes: string[]; stores: Stores };

beforeAll(async () => {
  stalling = await stage.gateway({ GATEWAY_PLATFORM_TIMEOUT_MS: '1500' });
  stall('hang', creating);
  const names = { retried: 'Salt Pan Co', abandoned: 'Brine Shrimp Co' } as const;
  const keys = { retried: 'stall-add-0002', abandoned: 'stall-add-0005' } as const;
  await Promise.all(
    (['retried', 'abandoned'] as const).map(async (which) => {
      const answer = await send('/api/businesses/with-collection', {
        name: names[which],
        idempotencyKey: keys[which],
      });
      lost[which] = {
        status: answer.statusCode,
        left: await stores(names[which]),
        listed: await listed(names[which]),
      };
    }),
  );
  stage.bots.reset();
  stage.knowledge.reset();
  const retried = await send('/api/businesses/with-collection', {
    name: names.retried,
    idempotencyKey: keys.retried,
  });
  retry = {
    status: retried.statusCode,
    id: retried.json().id,
    writes: knowledgeWrites(),
    stores: await stores(names.retried),
  };
  stage.bots.reset();
  stage.knowledge.reset();
});

describe("when the platform stalls past the gateway's timeout", () => {
  it('adds a business once when the platform stored it but its answer never came', async () => {
    stall('hang-after-write', creating);
    const answer = await send('/api/businesses/with-collection', {
      name: 'Mangrove Keepers',
      idempotencyKey: 'stall-add-0001',
    });
    expect(answer.statusCode).toBe(502);
    // Asked twice with the key (the second to learn what the first did), stored once.
    expect(stage.bots.seen.filter((line) => line === 'POST /api/businesses')).toHaveLength(2);
    const stored = await stores('Mangrove Keepers');
    expect(stored.collections).toHaveLength(1);
    expect(stored.businesses).toEqual([
      expect.objectContaining({ collectionId: stored.collections[0]!.id }),
    ]);

    stage.bots.reset();
    const retried = await send('/api/businesses/with-collection', {
      name: 'Mangrove Keepers',
      idempotencyKey: 'stall-add-0001',
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(stored.businesses[0]!.id);
    expect(await stores('Mangrove Keepers')).toEqual(stored);
  });

  it('deletes a business and its collection once when the platform deleted it but its answer never came', async () => {
    const made = await add('Tidewater Guild', 'stall-add-0003');
    expect(made.statusCode).toBe(201);
    stall('hang-after-write', deleting);
    const answer = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0001',
    });
    expect(answer.statusCode).toBe(502);
    // The platform deleted the business, so the collection is not put back.
    expect(await stores('Tidewater Guild')).toEqual({ collections: [], businesses: [] });

    stage.bots.reset();
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
    const answer = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0002',
    });
    expect(answer.statusCode).toBe(502);
    // The collection is put back with its id, name and age.
    expect(await stores('Lantern Makers')).toEqual(before);

    stage.bots.reset();
    const retried = await send(`/api/businesses/${made.json().id}/deletion`, {
      idempotencyKey: 'stall-delete-0002',
    });
    expect(retried.statusCode).toBe(200);
    expect(await stores('Lantern Makers')).toEqual({ collections: [], businesses: [] });
  });
});

describe('a collection left pending by an add the platform never took', () => {
  it('adds a business once on a retry before the pending collection is settled, which then keeps it', async () => {
    expect(lost.retried.status).toBe(502);
    // No business; the collection made for it stays, pending, for the retry, which finds it by name.
    const { left } = lost.retried;
    expect(left.businesses).toEqual([]);
    expect(left.collections).toHaveLength(1);
    expect(lost.retried.listed).toEqual([expect.objectContaining({ pending: true })]);

    expect(retry.status).toBe(201);
    const done = {
      collections: left.collections,
      businesses: [
        expect.objectContaining({ id: retry.id, collectionId: left.collections[0]!.id }),
      ],
    };
    expect(retry.stores).toEqual(done);
    expect(retry.writes).toEqual([]);
    // The service's job finds the key recorded by the console: the collection stays, settled.
    await until('the collection settled', async () =>
      (await listed('Salt Pan Co'))[0]?.pending ? undefined : true,
    );
    expect(await stores('Salt Pan Co')).toEqual(done);
  });

  it('leaves both stores as they were once the service undoes the collection the platform never took', async () => {
    expect(lost.abandoned.status).toBe(502);
    expect(lost.abandoned.listed).toEqual([
      expect.objectContaining({ name: 'Brine Shrimp Co', pending: true }),
    ]);

    // No retry: the service's job asks the console, which never recorded the key, and the
    // empty collection made for the business goes.
    await until('the collection undone', async () =>
      (await listed('Brine Shrimp Co')).length === 0 ? true : undefined,
    );
    expect(await stores('Brine Shrimp Co')).toEqual({ collections: [], businesses: [] });

    // A retry after that does the whole operation once, with a new collection.
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
});
