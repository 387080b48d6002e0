import { store } from '@switchboard/shared-data';
import { useState, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../feedback/toast';
import { ConsoleConfigProvider } from '../theme/console-config-context';

/**
 * What every console page runs inside, in the shell and on a remote's standalone page
 * alike: the shared store, the console's settings and theme, toasts and a router. A data
 * router, so pages can guard unsaved work with useBlocker; it is made once, from the
 * first `children`, which carry the route tree.
 */
export function ConsoleApp({ children }: { children: ReactElement }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]));
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
