import { RemoteArrivals, type SettledRemote } from './remote-arrivals';

const down = (reason: string): SettledRemote => ({
  name: 'setup',
  status: 'down',
  reason,
});

/** Whether a promise has settled, after the microtasks already queued have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('RemoteArrivals', () => {
  it('gives every page asking during a load the one promise, settled with its outcome', async () => {
    const arrivals = new RemoteArrivals();
    const waiting = arrivals.of('setup');
    expect(arrivals.of('setup')).toBe(waiting);
    expect(await settledYet(waiting)).toBe(false);
    arrivals.settle(down('no answer'));
    await expect(waiting).resolves.toEqual(down('no answer'));
  });

  it("keeps a settled load's outcome for a render that still sees the remote loading", async () => {
    const arrivals = new RemoteArrivals();
    arrivals.settle(down('first'));
    await expect(arrivals.of('setup')).resolves.toEqual(down('first'));
  });

  it("makes a retry's pages wait for the retry, not the load before it", async () => {
    const arrivals = new RemoteArrivals();
    arrivals.settle(down('first'));
    arrivals.restart('setup');
    const retrying = arrivals.of('setup');
    expect(await settledYet(retrying)).toBe(false);
    arrivals.settle(down('second'));
    await expect(retrying).resolves.toEqual(down('second'));
  });

  it('leaves no page waiting on a load still in flight when another starts', async () => {
    const arrivals = new RemoteArrivals();
    const waiting = arrivals.of('setup');
    arrivals.restart('setup');
    expect(arrivals.of('setup')).toBe(waiting);
    arrivals.settle(down('once'));
    await expect(waiting).resolves.toEqual(down('once'));
  });
});
