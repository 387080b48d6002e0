import { screen } from '@testing-library/react';
import { expectValidManifest, renderRemote } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describe('the knowledge manifest', () => {
  it('is a valid remote manifest whose menu leads to its own pages', async () => {
    await expectValidManifest(manifest, 'knowledge');
  });

  it.each([
    ['/knowledge/documents', 'Documents'],
    ['/knowledge/websites', 'Websites'],
    ['/knowledge/collections', 'Collections'],
  ])('routes %s to the %s page', async (route, heading) => {
    renderRemote(manifest, route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
