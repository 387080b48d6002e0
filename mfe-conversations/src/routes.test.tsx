import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { ConversationsUnderTest, signedInStore } from './testing/conversations-under-test';
import { inMemoryBackend } from './testing/in-memory-backend';

const renderConversations = (route: string) =>
  renderWithProviders(<ConversationsUnderTest />, { route, store: signedInStore() });

describe('conversations routes', () => {
  beforeEach(() => {
    inMemoryBackend((request) =>
      request.url === '/api/bots' || request.url === '/api/conversations'
        ? [200, request.url === '/api/bots' ? [] : { items: [], total: 0, limit: 25, offset: 0 }]
        : undefined,
    );
  });

  it.each([
    ['/conversations', 'Conversations'],
    ['/conversations/playground', 'Knowledge chat'],
  ])('%s shows the %s page', async (route, heading) => {
    renderConversations(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('reports itself mounted through the shared store', () => {
    const { store } = renderConversations('/conversations');
    expect(store.getState().remotes.mounted).toEqual(['conversations']);
  });

  it('answers an unknown address inside the section', () => {
    renderConversations('/conversations/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
