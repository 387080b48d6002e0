import { Route } from 'react-router-dom';
import { RequireAccess } from '../auth/require-access';
import { remoteRules } from '../routes/remote-ceiling';
import type { RemoteState } from './remote-state';
import { RemoteRoutePage } from './remote-route-page';

/**
 * The routes one remote contributes: the paths its manifest lists once loaded, and while it
 * is loading or down, the paths it last had. Each path's element is the same either way, so
 * a page waiting for its remote is not mounted again when the remote arrives.
 */
export function remoteRouteElements(remote: RemoteState) {
  const routes = remote.status === 'ready' ? remote.manifest.routes : (remote.cached?.routes ?? []);
  return routes.map((route) => (
    <Route
      key={`${remote.name}:${route.path}`}
      path={route.path}
      element={
        <RequireAccess rules={remoteRules(route.access)}>
          <RemoteRoutePage remote={remote.name} path={route.path} title={route.title} />
        </RequireAccess>
      }
    />
  ));
}
