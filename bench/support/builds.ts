import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildPackages, stalePackages } from '@switchboard/tooling/stack/build-stale';
import { FRONT_END_PACKAGES, REPO_ROOT } from '@switchboard/tooling/stack/repo-paths';
import { BUILD_CACHE_DIR } from '@switchboard/tooling/webpack/build-cache';

export const MONOLITH_DIST = path.join(REPO_ROOT, 'bench', 'monolith', 'dist');

/** The monolithic console (bench/monolith/webpack.config.ts), one production build. */
export function buildMonolith(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['webpack', '--config', 'bench/monolith/webpack.config.ts', '--mode', 'production'],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
        env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the monolith build failed (exit ${code})`)),
    );
  });
}

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Older than a federated build means its source changed since (they share all of it). */
function monolithStale(): boolean {
  const builtAt = mtime(path.join(MONOLITH_DIST, 'index.html'));
  return FRONT_END_PACKAGES.some(
    (pkg) => mtime(path.join(REPO_ROOT, pkg, 'dist', 'mf-manifest.json')) > builtAt,
  );
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export interface BuildTimes {
  /** Host and five remotes, as `npm test` builds them (two processes side by side); wall time in ms. */
  federatedMs?: number;
  monolithMs?: number;
  /** The same builds again on their persistent cache, as `npm start` rebuilds. */
  federatedWarmMs?: number;
  monolithWarmMs?: number;
}

const federatedBuild = () => buildPackages([...FRONT_END_PACKAGES]);

/**
 * Builds what the bench needs. With `measure`, both variants are built from scratch (no
 * persistent cache) and timed one after the other, then again on the cache they left;
 * otherwise only what is stale or missing is built.
 */
export async function buildForBench(measure: boolean): Promise<BuildTimes> {
  if (!measure) {
    await buildPackages(stalePackages());
    if (monolithStale()) await buildMonolith();
    return {};
  }
  fs.rmSync(BUILD_CACHE_DIR, { recursive: true, force: true });
  const federatedMs = await timed(federatedBuild);
  const monolithMs = await timed(buildMonolith);
  const federatedWarmMs = await timed(federatedBuild);
  const monolithWarmMs = await timed(buildMonolith);
  return { federatedMs, monolithMs, federatedWarmMs, monolithWarmMs };
}
