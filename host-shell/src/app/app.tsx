import { useSession } from '@switchboard/shared-auth';
import { store, type RuntimeConfig } from '@switchboard/shared-data';
import { ConsoleConfigProvider, ToastProvider, useConsoleConfig } from '@switchboard/shared-ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { TopbarActions } from '../layout/topbar-actions';
import { RemoteManifestsProvider } from '../federation/remote-manifests';
import { ConsoleRoutes } from './console-routes';

function ConfiguredRoutes({ brandName }: { brandName: string }) {
  const { config } = useConsoleConfig();
  const { status } = useSession();
  return (
    <RemoteManifestsProvider enabled={status === 'authenticated'}>
      <ConsoleRoutes
        brandName={brandName}
        menuMode={config.menuMode}
        topbarActions={<TopbarActions />}
      />
    </RemoteManifestsProvider>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  // A data router, so remotes can guard unsaved work with useBlocker; the route tree
  // itself stays declarative in ConsoleRoutes.
  const [router] = useState(() =>
    createBrowserRouter([
      { path: '*', element: <ConfiguredRoutes brandName={config.brandName} /> },
    ]),
  );
  return (
    <Provider store={store}>
      <ConsoleConfigProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ConsoleConfigProvider>
    </Provider>
  );
}
