import { screen } from '@testing-library/react';
import { expectValidManifest, renderRemote } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describe('the analytics manifest', () => {
  it('is a valid remote manifest whose menu leads to its own pages', async () => {
    await expectValidManifest(manifest, 'analytics');
  });

  it.each([
    ['/analytics/dashboard', 'Analytics Dashboard'],
    ['/analytics/users', 'Users Analytics'],
    ['/analytics/usage', 'Usage Summary'],
    ['/analytics/conversations', 'Conversation Summary'],
    ['/analytics/business', 'Business Summary'],
  ])('routes %s to the %s page', async (route, heading) => {
    renderRemote(manifest, route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
