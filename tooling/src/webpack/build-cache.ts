import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileCacheOptions } from 'webpack';
import { REPO_ROOT } from '../stack/repo-paths';

/** One folder for every console build's cache (the six, the login page's, the monolith's). */
export const BUILD_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/console-builds');

/** The build code every console config runs: this folder's files, tests aside. */
function buildCodeFiles(): string[] {
  return fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(__dirname, file));
}

/**
 * What a build's output depends on besides its modules: the build code, the package's
 * config and package.json, and every installed package's version (the lockfile names
 * webpack's, its plugins' and the loaders'), hashed from their contents.
 */
export function buildCodeVersion(packageDir: string): string {
  const hash = createHash('sha256').update(process.version);
  const files = [
    ...buildCodeFiles(),
    ...['webpack.config.ts', 'package.json'].map((file) => path.join(packageDir, file)),
    path.join(REPO_ROOT, 'package-lock.json'),
  ];
  for (const file of files) {
    hash.update(`\0${path.relative(REPO_ROOT, file)}\0`);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * webpack's persistent cache for one build: a rebuild compiles, minifies and compresses
 * only the modules and files whose inputs changed, so `npm start` after an edit rebuilds
 * the packages it touched in a fraction of a clean build. Keyed by the package's folder
 * too, so a copy built elsewhere (a test's release of a remote) keeps its own entries.
 *
 * A change to the build code, the package's config or any installed package starts the
 * cache afresh through `version`, not through webpack's build dependencies: those resolve
 * the whole dependency tree of the packages the build code imports (the federation
 * plugin's alone is hundreds of packages) once per build, 5 s of CPU each on a clean build,
 * paid seven times by the federated console and once by the monolith.
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
    version: buildCodeVersion(packageDir),
    buildDependencies: { defaultWebpack: [] },
  };
}
