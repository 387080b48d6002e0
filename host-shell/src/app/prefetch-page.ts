import { useCallback } from 'react';
import { matchPath } from 'react-router-dom';
import { useRemoteManifests } from '../federation/remote-manifests';

/**
 * Starts downloading the remote page an address leads to (a menu entry hovered or
 * focused), so the click that usually follows finds its code loaded.
 */
export function usePrefetchPage(): (to: string) => void {
  const { remotes } = useRemoteManifests();
  return useCallback(
    (to: string) => {
      for (const remote of remotes) {
        if (remote.status !== 'ready') continue;
        const route = remote.manifest.routes.find((candidate) => matchPath(candidate.path, to));
        if (!route) continue;
        // Only a head start: a failure is shown and reported when the page itself loads.
        route.page().catch(() => undefined);
        return;
      }
    },
    [remotes],
  );
}
