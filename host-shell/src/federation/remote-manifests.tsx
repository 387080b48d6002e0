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
import { remoteDefinitions } from './remote-registry';
import type { ManifestLoader, RemoteState } from './remote-state';
import { describeFailure } from './report-remote-failure';

interface RemoteManifestsValue {
  remotes: RemoteState[];
  retry: (name: string) => void;
}

const RemoteManifestsContext = createContext<RemoteManifestsValue>({
  remotes: [],
  retry: () => undefined,
});

function failed(definition: RemoteDefinition, error: unknown): RemoteState {
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

  const settle = useCallback(
    (definition: RemoteDefinition, retry: boolean) => {
      const update = (next: RemoteState) =>
        setRemotes((all) => all.map((state) => (state.name === definition.name ? next : state)));
      load(definition, retry).then(
        (manifest) => {
          rememberManifest(manifest);
          update({ name: definition.name, status: 'ready', manifest });
        },
        (error: unknown) => update(failed(definition, error)),
      );
    },
    [load],
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
      setRemotes((all) =>
        all.map((state) =>
          state.name === name
            ? { name, status: 'loading', cached: cachedManifest(definition) }
            : state,
        ),
      );
      settle(definition, true);
    },
    [definitions, settle],
  );

  const value = useMemo(() => ({ remotes, retry }), [remotes, retry]);
  return <RemoteManifestsContext value={value}>{children}</RemoteManifestsContext>;
}

export function useRemoteManifests(): RemoteManifestsValue {
  return use(RemoteManifestsContext);
}
