import type { RemoteManifest } from '@switchboard/shared-data';
import { renderWithProviders, type ProvidersOptions } from '@switchboard/shared-data/testing';
import type { ReactElement } from 'react';
import { ToastProvider } from '../feedback/toast';
import { ManifestRoutes } from '../standalone/manifest-routes';

/** What the shell gives a remote's page: a fresh store (unless given), a router and toasts. */
export function renderPage(ui: ReactElement, options?: ProvidersOptions) {
  return renderWithProviders(<ToastProvider>{ui}</ToastProvider>, options);
}

/**
 * Renders a remote's pages at an address as its manifest routes them, with toasts and a
 * page standing for the rest of the console ("Elsewhere"), for every remote's tests.
 */
export function renderRemote(manifest: RemoteManifest, route: string, options?: ProvidersOptions) {
  return renderPage(<ManifestRoutes manifest={manifest} otherwise={<p>Elsewhere</p>} />, {
    route,
    ...options,
  });
}
