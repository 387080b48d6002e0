import { fetchedManifestsPlugin, keepFetchedManifest } from './fetched-manifests';

const URL_A = 'http://bots.test/mf-manifest.json';

async function fetchThrough(url: string) {
  const fetchHook = fetchedManifestsPlugin().fetch!;
  return (await fetchHook(url, {})) as Response | undefined;
}

describe('the manifests the shell has read', () => {
  it('answer the runtime once for their URL, so a later load goes to the network', async () => {
    keepFetchedManifest(URL_A, '{"name":"bots"}');
    const first = await fetchThrough(URL_A);
    expect(await first?.json()).toEqual({ name: 'bots' });
    expect(await fetchThrough(URL_A)).toBeUndefined();
  });

  it('leave other URLs to the network', async () => {
    keepFetchedManifest(URL_A, '{}');
    expect(await fetchThrough('http://setup.test/mf-manifest.json')).toBeUndefined();
  });
});
