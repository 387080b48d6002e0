import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  FRONT_END_PACKAGES,
  HOST_BUILD_INPUTS,
  REPO_ROOT,
  SHARED_BUILD_INPUTS,
} from './repo-paths';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** What a package's production build compiles, as folders and files of the repository. */
export function buildInputs(pkg: string): string[] {
  return [
    ...['src', 'webpack.config.ts', 'package.json'].map((file) => `${pkg}/${file}`),
    ...SHARED_BUILD_INPUTS,
    ...(pkg === 'host-shell' ? HOST_BUILD_INPUTS : []),
  ];
}

/** A build is stale when any of its inputs changed after its manifest was written. */
export function stalePackages(): string[] {
  return FRONT_END_PACKAGES.filter((pkg) => {
    const builtAt = newestMtime(path.join(REPO_ROOT, pkg, 'dist', 'mf-manifest.json'));
    const inputs = Math.max(
      ...buildInputs(pkg).map((input) => newestMtime(path.join(REPO_ROOT, input))),
    );
    return builtAt === 0 || inputs > builtAt;
  });
}

function build(pkg: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${pkg} failed (exit ${code})`)),
    );
  });
}

/** Builds the given packages two at a time (the machines have two cores). */
export async function buildPackages(packages: string[]): Promise<void> {
  const queue = [...packages];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await build(pkg);
  };
  await Promise.all([worker(), worker()]);
}
