import { useSyncExternalStore } from 'react';

/**
 * The pages whose code is on its way. A menu click keeps the page before on screen until
 * the next page's code comes (see `PagesBoundary`), so the shell needs its own sign that
 * something is happening: this is what it reads.
 */
const pending = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();

// A load is noted while a page renders; listeners hear of it after that render, since
// React refuses a store change announced in the middle of one.
const announce = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** Notes a load a page waits on; a page that renders again while it waits notes it once. */
export function notePageLoad(load: Promise<unknown>): void {
  if (pending.has(load)) return;
  pending.add(load);
  announce();
  const settled = () => {
    pending.delete(load);
    announce();
  };
  load.then(settled, settled);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending.size > 0,
    () => false,
  );
}
