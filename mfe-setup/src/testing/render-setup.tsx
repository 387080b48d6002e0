import { render } from '@testing-library/react';
import { createAppStore } from '@switchboard/shared-data';
import { ToastProvider } from '@switchboard/shared-ui';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

/**
 * What the shell gives a remote's page: a fresh store, a router and toasts. (The shared
 * renderWithProviders has no toasts, and lint keeps its entry to test files.)
 */
export function renderSetup(ui: ReactElement, route = '/') {
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
  return { store, ...result };
}
