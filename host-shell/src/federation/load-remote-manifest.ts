import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';
import type { RemoteDefinition } from '@switchboard/shared-data';
import { keepFetchedManifest } from './fetched-manifests';
import { loadRemoteModule, RemoteLoadError, withTimeout } from './remote-registry';
import { describeFailure, markRemoteRecovered, reportRemoteFailure } from './report-remote-failure';
import { versionSkew, type FederationManifest } from './version-skew';

/** A remote that answered but was built for other major versions of the shared libraries. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteRefusedError';
  }
}

// The shell's own build stamp: the library versions every remote shares from it.
const HOST_VERSIONS = readBuildStamp(process.env.SWITCHBOARD_BUILD).sharedVersions;

async function readFederationManifest(definition: RemoteDefinition): Promise<FederationManifest> {
  // Only mf-manifest.json entries say what they were built against; a bare remoteEntry.js
  // cannot be checked before it runs.
  if (!definition.entry.endsWith('.json')) return {};
  const response = await withTimeout(
    definition.name,
    fetch(definition.entry, { cache: 'no-store' }).catch((error: unknown) => {
      throw new RemoteLoadError(
        definition.name,
        `its manifest could not be fetched (${String(error)})`,
      );
    }),
  );
  if (!response.ok) {
    throw new RemoteLoadError(definition.name, `its manifest answered ${response.status}`);
  }
  const text = await response.text();
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(text) as FederationManifest;
  } catch {
    throw new RemoteLoadError(definition.name, 'its manifest is not JSON');
  }
  keepFetchedManifest(definition.entry, text);
  return manifest;
}

function checkShape(name: string, manifest: RemoteManifest | undefined): RemoteManifest {
  if (!manifest || !Array.isArray(manifest.routes) || !Array.isArray(manifest.menu)) {
    throw new RemoteLoadError(name, 'its ./manifest is not a remote manifest');
  }
  if (manifest.name !== name) {
    throw new RemoteLoadError(name, `its ./manifest names itself "${manifest.name}"`);
  }
  return manifest;
}

async function loadCheckedManifest(
  definition: RemoteDefinition,
  retry: boolean,
): Promise<RemoteManifest> {
  const skew = versionSkew(await readFederationManifest(definition), HOST_VERSIONS);
  if (skew) throw new RemoteRefusedError(definition.name, skew);
  const loaded = await loadRemoteModule<{ default: RemoteManifest }>(
    definition.name,
    'manifest',
    retry,
  );
  return checkShape(definition.name, loaded.default);
}

/**
 * Loads a remote's typed manifest, refusing it first if it was built for another major
 * version of a shared singleton. Every failure is reported once per outage.
 */
export async function loadRemoteManifest(
  definition: RemoteDefinition,
  retry: boolean,
): Promise<RemoteManifest> {
  try {
    const manifest = await loadCheckedManifest(definition, retry);
    markRemoteRecovered(definition.name);
    return manifest;
  } catch (error) {
    reportRemoteFailure(definition.name, describeFailure(error));
    throw error;
  }
}

/** Manifests started before anything asked for them, by remote name. */
const preloaded = new Map<string, Promise<RemoteManifest>>();

/**
 * Starts loading every remote's manifest ahead of need (while the visitor signs in, so the
 * menu, routes and dashboard widgets are ready when they land). A failure is reported as
 * usual, and shown when the manifest is asked for.
 */
export function preloadRemoteManifests(definitions: RemoteDefinition[]): void {
  for (const definition of definitions) {
    if (preloaded.has(definition.name)) continue;
    const loading = loadRemoteManifest(definition, false);
    loading.catch(() => undefined);
    preloaded.set(definition.name, loading);
  }
}

/** A remote's manifest: the preloaded one the first time, else (and on a retry) a new load. */
export function remoteManifest(
  definition: RemoteDefinition,
  retry: boolean,
): Promise<RemoteManifest> {
  const early = retry ? undefined : preloaded.get(definition.name);
  preloaded.delete(definition.name);
  return early ?? loadRemoteManifest(definition, retry);
}
