import { signIn } from '../testing/http-client';
import { onPostgres, useCluster } from './test-cluster';

onPostgres('concurrent edits through different platform instances', () => {
  const cluster = useCluster();

  it('keeps the conflict rule for concurrent edits made through different instances', async () => {
    const { access_token: token } = await signIn(
      cluster.platformProxy.url,
      'superuser@switchboard.local',
    );
    const created = await cluster.viaPlatforms('POST', '/api/business-types', {
      token,
      body: { name: 'Edited on two instances' },
    });
    expect(created.status).toBe(201);
    const path = `/api/business-types/${created.body.id}`;
    // Every writer read the same version; the writes go out together, round-robin.
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => cluster.viaPlatforms('GET', path, { token })),
    );
    const writes = await Promise.all(
      reads.map((read, writer) =>
        cluster.viaPlatforms('PUT', path, {
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
    const final = await cluster.viaPlatforms('GET', path, { token });
    expect(final.body.description).toBe(landed[0]!.body.description);
    for (const answer of refused)
      expect(answer.body.current.description).toBe(final.body.description);
  });
});
