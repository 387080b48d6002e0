import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import ConversationsRoutes from './routes';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/conversations/*" element={<ConversationsRoutes />} />
    </Routes>,
    { route },
  );
}

describe('conversations routes', () => {
  it.each([
    ['/conversations', 'Conversations'],
    ['/conversations/abc', 'Conversation'],
  ])('%s shows the %s page', async (route, heading) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('reports itself mounted through the shared store', () => {
    const { store } = renderAt('/conversations');
    expect(store.getState().remotes.mounted).toEqual(['conversations']);
  });

  it('answers an unknown address inside the section', () => {
    renderAt('/conversations/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
