import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileCacheOptions } from 'webpack';

/** One folder for every console build's cache (the six, the login page's, the monolith's). */
export const BUILD_CACHE_DIR = path.resolve(
  __dirname,
  '../../../node_modules/.cache/console-builds',
);

/**
 * webpack's persistent cache for one build: a rebuild compiles, minifies and compresses
 * only the modules and files whose inputs changed, so `npm start` after an edit rebuilds
 * the packages it touched in a fraction of a clean build. Keyed by the package's folder
 * too, so a copy built elsewhere (a test's release of a remote) keeps its own entries.
 * A change to the shared build code or to the package's config starts the cache afresh.
 */
export function buildCache(
  buildName: string,
  packageDir: string,
  variant: string,
): FileCacheOptions {
  const folder = createHash('sha256').update(packageDir).digest('hex').slice(0, 8);
  return {
    type: 'filesystem',
    cacheDirectory: BUILD_CACHE_DIR,
    name: `${buildName}-${variant}-${folder}`,
    buildDependencies: {
      config: [
        `${__dirname}${path.sep}`,
        ...['webpack.config.ts', 'package.json']
          .map((file) => path.join(packageDir, file))
          .filter((file) => fs.existsSync(file)),
      ],
    },
  };
}
