import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import SetupRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/setup/*" element={<SetupRoutes />} />
    </Routes>,
    { route },
  );
}

describe('setup routes', () => {
  it.each([
    ['/setup/businesses', 'Businesses'],
    ['/setup/business-types', 'Business Types'],
    ['/setup', 'Businesses'],
  ])('%s shows the %s page', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('reports itself mounted through the shared store', () => {
    const { store } = renderAt('/setup/businesses');
    expect(store.getState().remotes.mounted).toEqual(['setup']);
  });

  it('answers an unknown address inside the section', () => {
    renderAt('/setup/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
