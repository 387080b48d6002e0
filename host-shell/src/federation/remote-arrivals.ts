import type { RemoteState } from './remote-state';

export type SettledRemote = Exclude<RemoteState, { status: 'loading' }>;

interface Arrival {
  promise: Promise<SettledRemote>;
  resolve: (state: SettledRemote) => void;
  settled: boolean;
}

function arrival(): Arrival {
  let resolve: (state: SettledRemote) => void = () => undefined;
  const promise = new Promise<SettledRemote>((settle) => (resolve = settle));
  return { promise, resolve, settled: false };
}

/**
 * What each remote's latest manifest load settles in (ready, down or refused), as one
 * promise per load: a page waiting for its remote suspends on it (`use` needs the same
 * promise at every render), so the page before stays on screen until the remote is here.
 * A settled load's promise stays until the next load starts, so a render that still sees
 * the remote loading finds its outcome instead of waiting on a load that never comes.
 */
export class RemoteArrivals {
  private readonly loads = new Map<string, Arrival>();

  private current(name: string): Arrival {
    let load = this.loads.get(name);
    if (!load) {
      load = arrival();
      this.loads.set(name, load);
    }
    return load;
  }

  /** The outcome of the remote's latest load, in flight or about to start. */
  of(name: string): Promise<SettledRemote> {
    return this.current(name).promise;
  }

  /**
   * A new load of the remote begins (a retry): pages wait for its outcome, not the last
   * one's. A load still in flight keeps its promise, so no page is left waiting on it.
   */
  restart(name: string): void {
    if (this.current(name).settled) this.loads.set(name, arrival());
  }

  /** The remote's load settled: every page waiting for it goes on. */
  settle(state: SettledRemote): void {
    const load = this.current(state.name);
    load.settled = true;
    load.resolve(state);
  }
}
