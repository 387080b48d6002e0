import type { RemoteDefinition } from '@switchboard/shared-data';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cachedManifest, rememberManifest } from './manifest-cache';
import { remoteManifest, RemoteRefusedError } from './load-remote-manifest';
import { notePageLoad } from './page-loads';
import { RemoteArrivals, type SettledRemote } from './remote-arrivals';
import { remoteDefinitions } from './remote-registry';
import type { ManifestLoader, RemoteState } from './remote-state';
import { describeFailure } from './report-remote-failure';

interface RemoteManifestsValue {
  remotes: RemoteState[];
  retry: (name: string) => void;
  arrivals: RemoteArrivals;
}

const RemoteManifestsContext = createContext<RemoteManifestsValue>({
  remotes: [],
  retry: () => undefined,
  arrivals: new RemoteArrivals(),
});

function failed(definition: RemoteDefinition, error: unknown): SettledRemote {
  return {
    name: definition.name,
    status: error instanceof RemoteRefusedError ? 'refused' : 'down',
    reason: describeFailure(error),
    cached: cachedManifest(definition),
  };
}

/**
 * Loads every configured remote's manifest once the user is signed in, and keeps what
 * each one is doing (loading, ready, down, refused) for the menu, the router, the
 * topbar widgets and the dashboard.
 */
export function RemoteManifestsProvider({
  children,
  enabled,
  definitions = remoteDefinitions(),
  load = remoteManifest,
}: {
  children: ReactNode;
  /** Nothing is asked for until the user is signed in (the login form may have preloaded it). */
  enabled: boolean;
  definitions?: RemoteDefinition[];
  load?: ManifestLoader;
}) {
  const [remotes, setRemotes] = useState<RemoteState[]>(() =>
    definitions.map((definition) => ({
      name: definition.name,
      status: 'loading',
      cached: cachedManifest(definition),
    })),
  );

  const [arrivals] = useState(() => new RemoteArrivals());

  const settle = useCallback(
    (definition: RemoteDefinition, retry: boolean) => {
      // The state first, then the pages waiting on the load: their next render sees it.
      const update = (next: SettledRemote) => {
        setRemotes((all) => all.map((state) => (state.name === definition.name ? next : state)));
        arrivals.settle(next);
      };
      load(definition, retry).then(
        (manifest) => {
          rememberManifest(manifest);
          update({ name: definition.name, status: 'ready', manifest });
        },
        (error: unknown) => update(failed(definition, error)),
      );
    },
    [load, arrivals],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    for (const definition of definitions) settle(definition, false);
  }, [enabled, definitions, settle]);

  const retry = useCallback(
    (name: string) => {
      const definition = definitions.find((candidate) => candidate.name === name);
      if (!definition) return;
      arrivals.restart(name);
      setRemotes((all) =>
        all.map((state) =>
          state.name === name
            ? { name, status: 'loading', cached: cachedManifest(definition) }
            : state,
        ),
      );
      settle(definition, true);
    },
    [definitions, settle, arrivals],
  );

  const value = useMemo(() => ({ remotes, retry, arrivals }), [remotes, retry, arrivals]);
  return <RemoteManifestsContext value={value}>{children}</RemoteManifestsContext>;
}

export function useRemoteManifests(): RemoteManifestsValue {
  return use(RemoteManifestsContext);
}

/**
 * The remotes as they are once their manifests have loaded: while one of those asked for
 * is loading the caller suspends until it settles, the top bar showing meanwhile, so a menu
 * click to one of its pages keeps the page before on screen (see `PagesBoundary`) instead
 * of a spinner in its place. Those not asked for are left out.
 */
export function useSettledRemotes(wanted: (name: string) => boolean = () => true): SettledRemote[] {
  const { remotes, arrivals } = useRemoteManifests();
  return remotes
    .filter((remote) => wanted(remote.name))
    .map((remote) => {
      if (remote.status !== 'loading') return remote;
      const arrival = arrivals.of(remote.name);
      notePageLoad(arrival);
      return use(arrival);
    });
}
