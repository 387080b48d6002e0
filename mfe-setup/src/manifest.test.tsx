import { screen } from '@testing-library/react';
import { expectValidManifest, renderRemote } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describe('the setup manifest', () => {
  it('is a valid remote manifest whose menu leads to its own pages', async () => {
    await expectValidManifest(manifest, 'setup');
  });

  it.each([
    ['/setup/businesses', 'Businesses'],
    ['/setup/business-types', 'Business Types'],
  ])('routes %s to the %s page', async (route, heading) => {
    renderRemote(manifest, route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
