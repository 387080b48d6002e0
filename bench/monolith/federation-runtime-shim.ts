/**
 * Stands in for the federation runtime in the monolithic bench build: the shell asks for
 * `<remote>/manifest` as it always does, and gets the remote's manifest from the same
 * bundle. Everything else the shell does is unchanged, which is what makes the two builds
 * comparable.
 */
import type { RemoteManifest } from '@switchboard/shared-data';

const MANIFESTS: Record<string, () => Promise<{ default: RemoteManifest }>> = {
  'bots/manifest': () => import('../../mfe-bots/src/manifest'),
  'conversations/manifest': () => import('../../mfe-conversations/src/manifest'),
  'setup/manifest': () => import('../../mfe-setup/src/manifest'),
  'knowledge/manifest': () => import('../../mfe-knowledge/src/manifest'),
  'analytics/manifest': () => import('../../mfe-analytics/src/manifest'),
};

export type ModuleFederationRuntimePlugin = { name: string } & Record<string, unknown>;

/** Nothing to register: every remote is already in the bundle. */
export function registerPlugins(): void {}

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = MANIFESTS[id];
  return load ? ((await load()) as T) : null;
}
