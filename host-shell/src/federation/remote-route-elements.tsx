import { Route } from 'react-router-dom';
import { RequireAccess } from '../auth/require-access';
import { remoteRules } from '../routes/remote-ceiling';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading, RemotePage } from './remote-page';
import type { RemoteState } from './remote-state';

/**
 * The routes one remote contributes: its pages when its manifest is loaded; while it is
 * loading or down, the paths it last had, showing a spinner or its fallback card.
 */
export function remoteRouteElements(remote: RemoteState, retry: (name: string) => void) {
  if (remote.status === 'ready') {
    return remote.manifest.routes.map((route) => (
      <Route
        key={`${remote.name}:${route.path}`}
        path={route.path}
        element={
          <RequireAccess rules={remoteRules(route.access)}>
            <RemotePage
              key={route.path}
              remote={remote.name}
              title={route.title}
              load={route.page}
              props={{}}
            />
          </RequireAccess>
        }
      />
    ));
  }
  return (remote.cached?.routes ?? []).map((route) => (
    <Route
      key={`${remote.name}:${route.path}`}
      path={route.path}
      element={
        <RequireAccess rules={remoteRules(route.access)}>
          {remote.status === 'loading' ? (
            <RemoteLoading title={route.title} />
          ) : (
            <RemoteFallback
              title={remote.cached?.title ?? route.title}
              reason={remote.reason}
              refused={remote.status === 'refused'}
              onRetry={() => retry(remote.name)}
            />
          )}
        </RequireAccess>
      }
    />
  ));
}
