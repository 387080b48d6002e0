/**
 * Entry points (remoteEntry.js, manifests, index.html) must always be revalidated so a
 * new deploy is picked up at once; content-hashed chunks never change, so they are
 * cached for a year.
 */
const HASHED_ASSET = /\.[0-9a-f]{12}\.(js|css)(\.map)?$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? IMMUTABLE : NO_CACHE;
}
