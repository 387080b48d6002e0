import type { RemoteManifest } from '@switchboard/shared-data';
import { screen } from '@testing-library/react';
import { expectValidManifest } from './expect-valid-manifest';
import { renderRemote } from './remote-under-test';

export interface ManifestSuiteOptions {
  /** How the remote's pages are rendered at an address; by default as the manifest routes them. */
  render?: (route: string) => unknown;
}

/**
 * The suite every remote's manifest passes: it is valid for its federation container,
 * and each address given leads to the page with that heading.
 */
export function describeRemoteManifest(
  manifest: RemoteManifest,
  containerName: string,
  pages: [route: string, heading: string][],
  { render = (route) => renderRemote(manifest, route) }: ManifestSuiteOptions = {},
) {
  describe(`the ${containerName} manifest`, () => {
    it('is a valid remote manifest whose menu leads to its own pages', async () => {
      await expectValidManifest(manifest, containerName);
    });

    it.each(pages)('routes %s to the %s page', async (route, heading) => {
      render(route);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    });
  });
}
