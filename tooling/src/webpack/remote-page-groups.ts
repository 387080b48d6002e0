import path from 'node:path';
import type { Chunk, Module } from 'webpack';

/** The chunk federation makes for an exposed module (`__federation_expose_manifest`). */
const EXPOSE_CHUNK = /^__federation_expose_/;

/**
 * What the MUI X components a remote builds itself (the charts) are made of: small helper
 * packages webpack's default splitting cut into one chunk per combination of users,
 * five requests of 1–12 KB on the way to the analytics dashboard.
 */
const COMPONENT_HELPERS =
  /[\\/]node_modules[\\/](?:@base-ui[\\/]utils|@mui[\\/]x-internals|@babel[\\/]runtime|use-sync-external-store|reselect|clsx)[\\/]/;

/** A chunk that a page load asks for: neither the container's entry nor an exposed module. */
function pageChunk(chunk: Chunk): boolean {
  return !chunk.canBeInitial() && !EXPOSE_CHUNK.test(chunk.name ?? '');
}

/**
 * webpack `splitChunks.cacheGroups` for a remote's own pages. Split by webpack's defaults,
 * a remote's lazy pages came as one chunk per page plus one per combination of pages
 * sharing a module (Analytics 6, Knowledge 4), and the menu prefetches every section's
 * page once the console is idle: each request one more on every signed-in load. The
 * remote's own source (and the domain schemas it builds) behind its exposed modules is
 * one `pages` chunk instead; the
 * exposed modules keep their own chunks, so the menu still loads only the manifest.
 * Libraries stay out of it (a library one action needs, JSZip for an export, stays apart).
 */
export function remotePageChunkGroups(packageDir: string) {
  // The domain package's schemas are not shared, so each remote builds those its pages use;
  // split by webpack's defaults they were one more small chunk per page that used them.
  const sources = [
    path.join(packageDir, 'src'),
    path.join(path.dirname(packageDir), 'domain', 'src'),
  ].map((dir) => dir + path.sep);
  const inOwnSource = (module: Module) => {
    const file = (module as Module & { resource?: string }).resource;
    return file !== undefined && sources.some((dir) => file.startsWith(dir));
  };
  return {
    pages: { test: inOwnSource, name: 'pages', chunks: pageChunk, enforce: true, priority: 5 },
    'component-helpers': {
      test: COMPONENT_HELPERS,
      name: 'component-helpers',
      chunks: pageChunk,
      enforce: true,
      priority: 5,
    },
  };
}
