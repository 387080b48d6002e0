import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDefinition } from '@switchboard/shared-data';
import { errorReportingPlugin } from './error-reporting-plugin';
import { fetchedManifestsPlugin } from './fetched-manifests';
import { reportRemoteFailure } from './report-remote-failure';

let definitions = new Map<string, RemoteDefinition>();
let timeoutMs = 10_000;

/** Registers the remotes named by /runtime-config.json; the host build names none. */
export function registerConsoleRemotes(remotes: RemoteDefinition[], loadTimeoutMs: number): void {
  definitions = new Map(remotes.map((remote) => [remote.name, remote]));
  timeoutMs = loadTimeoutMs;
  registerPlugins([errorReportingPlugin(), fetchedManifestsPlugin()]);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** Rejects (and reports) when the remote has not answered within the configured time. */
export function withTimeout<T>(remote: string, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const message = `no answer within ${timeoutMs} ms`;
      reportRemoteFailure(remote, message);
      reject(new RemoteLoadError(remote, message));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The remotes the runtime configuration names, in its order. */
export function remoteDefinitions(): RemoteDefinition[] {
  return [...definitions.values()];
}

/** The time a remote load may take before the shell gives up on it. */
export function remoteLoadTimeoutMs(): number {
  return timeoutMs;
}

/**
 * Loads a module a remote exposes (`manifest`). A retry re-registers the remote with
 * `force`, which drops the runtime's cached (failed) entry so the next load goes to the
 * network.
 */
export async function loadRemoteModule<T>(
  remote: string,
  module: string,
  retry: boolean,
): Promise<T> {
  const definition = definitions.get(remote);
  if (!definition) throw new RemoteLoadError(remote, 'it is not in the runtime configuration');
  if (retry) registerRemotes([{ name: definition.name, entry: definition.entry }], { force: true });
  const loaded = await withTimeout(remote, loadRemote<T>(`${remote}/${module}`));
  if (!loaded) throw new RemoteLoadError(remote, `it does not expose ./${module}`);
  return loaded;
}
