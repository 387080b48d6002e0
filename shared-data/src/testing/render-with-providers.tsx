import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store/store';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  /** The address the router starts at. */
  route?: string;
}

/** Renders with a fresh store and an in-memory data router, as the shell would provide them. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createAppStore(), route = '/', ...options }: ProvidersOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    options,
  );
  return { store, ...result };
}
