import { screen } from '@testing-library/react';
import { expectValidManifest } from '@switchboard/shared-ui/testing';
import manifest from './manifest';
import { renderConversations } from './testing/conversations-under-test';
import { fakeApi } from '@switchboard/shared-ui/testing';

describe('the conversations manifest', () => {
  beforeEach(() => {
    fakeApi((request) =>
      request.url === '/api/bots' || request.url === '/api/conversations'
        ? [200, request.url === '/api/bots' ? [] : { items: [], total: 0, limit: 25, offset: 0 }]
        : undefined,
    );
  });

  it('is a valid remote manifest whose menu leads to its own pages', async () => {
    await expectValidManifest(manifest, 'conversations');
  });

  it.each([
    ['/conversations', 'Conversations'],
    ['/conversations/playground', 'Knowledge chat'],
  ])('routes %s to the %s page', async (route, heading) => {
    renderConversations(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
