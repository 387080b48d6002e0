import { store, type RemoteManifest } from '@switchboard/shared-data';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../feedback/toast';
import { ConsoleConfigProvider } from '../theme/console-config-context';
import { ManifestRoutes } from './manifest-routes';

/**
 * Renders a remote's pages on their own (`npm start -w mfe-x`) from its manifest, with
 * the same store, theme, toasts and router the shell would give them, so a team can
 * work on its pages without the shell.
 */
export function mountStandalone(manifest: RemoteManifest, containerId = 'root'): void {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`The page has no #${containerId} element`);
  const home = manifest.menu[0]?.to ?? manifest.routes[0]?.path ?? '/';
  const router = createBrowserRouter([
    {
      path: '*',
      element: <ManifestRoutes manifest={manifest} otherwise={<Navigate to={home} replace />} />,
    },
  ]);
  createRoot(container).render(
    <Provider store={store}>
      <ConsoleConfigProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ConsoleConfigProvider>
    </Provider>,
  );
}
