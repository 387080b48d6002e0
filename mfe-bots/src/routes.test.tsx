import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import BotsRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/bots/*" element={<BotsRoutes />} />
    </Routes>,
    { route },
  );
}

describe('bots routes', () => {
  it.each([
    ['/bots', 'Bots'],
    ['/bots/123', 'Bot'],
  ])('%s shows the %s page', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('reports itself mounted through the shared store', () => {
    const { store } = renderAt('/bots');
    expect(store.getState().remotes.mounted).toEqual(['bots']);
  });

  it('answers an unknown address inside the section', () => {
    renderAt('/bots/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
