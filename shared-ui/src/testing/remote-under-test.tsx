import type { RemoteManifest } from '@switchboard/shared-data';
import { renderWithProviders, type ProvidersOptions } from '@switchboard/shared-data/testing';
import { ToastProvider } from '../feedback/toast';
import { ManifestRoutes } from '../standalone/manifest-routes';

/**
 * Renders a remote's pages at an address as its manifest routes them, with toasts and a
 * page standing for the rest of the console ("Elsewhere"), for every remote's tests.
 */
export function renderRemote(manifest: RemoteManifest, route: string, options?: ProvidersOptions) {
  return renderWithProviders(
    <ToastProvider>
      <ManifestRoutes manifest={manifest} otherwise={<p>Elsewhere</p>} />
    </ToastProvider>,
    { route, ...options },
  );
}
