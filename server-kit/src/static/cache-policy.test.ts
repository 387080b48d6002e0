import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';

describe('cache policy', () => {
  it.each([
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['index.html', NO_CACHE],
    ['/dist/1795.301e600b2600.js', IMMUTABLE],
    ['main.5c4880a825ba.js.map', IMMUTABLE],
    ['main.notahash.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
