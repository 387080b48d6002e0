import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import KnowledgeRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/knowledge/*" element={<KnowledgeRoutes />} />
    </Routes>,
    { route },
  );
}

describe('knowledge routes', () => {
  it.each([
    ['/knowledge/documents', 'Documents'],
    ['/knowledge/websites', 'Websites'],
    ['/knowledge/collections', 'Collections'],
  ])('%s shows the %s page', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('reports itself mounted through the shared store', () => {
    const { store } = renderAt('/knowledge/documents');
    expect(store.getState().remotes.mounted).toEqual(['knowledge']);
  });

  it('answers an unknown address inside the section', () => {
    renderAt('/knowledge/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
