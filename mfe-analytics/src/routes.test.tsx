import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import AnalyticsRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/analytics/*" element={<AnalyticsRoutes />} />
    </Routes>,
    { route },
  );
}

describe('analytics routes', () => {
  it.each([
    ['/analytics/dashboard', 'Analytics Dashboard'],
    ['/analytics/users', 'Users Analytics'],
    ['/analytics/usage', 'Usage Summary'],
    ['/analytics/conversations', 'Conversation Summary'],
    ['/analytics/business', 'Business Summary'],
  ])('%s shows the %s page', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('reports itself mounted through the shared store', () => {
    const { store } = renderAt('/analytics/dashboard');
    expect(store.getState().remotes.mounted).toEqual(['analytics']);
  });

  it('answers an unknown address inside the section', () => {
    renderAt('/analytics/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
