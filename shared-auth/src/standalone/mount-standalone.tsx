import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { store } from '../store/store';

/**
 * Renders a remote's pages on their own (`npm start -w mfe-x`), with the same store
 * and router the host would give them, so a team can work without the shell.
 */
export function mountStandalone(children: ReactNode, containerId = 'root'): void {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`The page has no #${containerId} element`);
  const router = createBrowserRouter([{ path: '*', element: children }]);
  createRoot(container).render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
