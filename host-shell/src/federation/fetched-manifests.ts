import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Federation manifests the shell has read and the runtime has not yet asked for, by URL. */
const unclaimed = new Map<string, string>();

/** Keeps a manifest the shell has just read (to check its versions) for the runtime. */
export function keepFetchedManifest(url: string, text: string): void {
  unclaimed.set(url, text);
}

/**
 * Gives the federation runtime the manifest the shell read a moment before, instead of a
 * second request for the same file (five on every load of the console). Each copy serves
 * once: a later load, a retry among them, goes to the network, so it sees a new release.
 */
export function fetchedManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'switchboard-fetched-manifests',
    fetch(url) {
      const text = unclaimed.get(url);
      if (text === undefined) return undefined;
      unclaimed.delete(url);
      return Promise.resolve(
        new Response(text, { headers: { 'content-type': 'application/json' } }),
      );
    },
  };
}
