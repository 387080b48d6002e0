import type { RemoteDefinition, RemoteManifest } from '@switchboard/shared-data';
import type { CachedManifest } from './manifest-cache';

/**
 * What a remote is doing: loading, ready, down or refused. Kept apart from the React
 * provider that tracks it, so the menu, pages and dashboard name it without importing React.
 */
export type RemoteState =
  | { name: string; status: 'loading'; cached?: CachedManifest }
  | { name: string; status: 'ready'; manifest: RemoteManifest }
  | { name: string; status: 'down' | 'refused'; reason: string; cached?: CachedManifest };

/** How the provider loads a manifest; tests hand it their own. */
export type ManifestLoader = (
  definition: RemoteDefinition,
  retry: boolean,
) => Promise<RemoteManifest>;
