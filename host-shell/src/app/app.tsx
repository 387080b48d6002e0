import { store, type RuntimeConfig } from '@switchboard/shared-auth';
import { ConsoleConfigProvider, ToastProvider, useConsoleConfig } from '@switchboard/shared-ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { TopbarActions } from '../layout/topbar-actions';
import { ConsoleRoutes } from './console-routes';

function ConfiguredRoutes({ brandName }: { brandName: string }) {
  const { config } = useConsoleConfig();
  return (
    <ConsoleRoutes
      brandName={brandName}
      menuMode={config.menuMode}
      topbarActions={<TopbarActions />}
    />
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
