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

/** One webpack process building the given packages' production configs (a multi-compiler). */
function build(packages: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const configs = packages.flatMap((pkg) => ['--config', path.join(pkg, 'webpack.config.ts')]);
    const child = spawn('npx', ['webpack', '--mode', 'production', ...configs], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      // The configs are TypeScript, as each package's own `npm run build` loads them.
      env: {
        ...process.env,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--import=tsx'].filter(Boolean).join(' '),
      },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`building ${packages.join(', ')} failed (exit ${code})`)),
    );
  });
}

/**
 * Builds the given packages in two webpack processes side by side (the machines have two
 * cores): the host, the largest build, in one and the remotes together in the other. A
 * process of its own per remote cost about as much CPU again in starting Node, the loader
 * and webpack as the remote's rebuild on the persistent cache itself: the five rebuilt
 * on the cache in 12.5 CPU-seconds in one process, against 3.8–4.9 each in their own.
 */
export async function buildPackages(packages: string[]): Promise<void> {
  const host = packages.filter((pkg) => pkg === 'host-shell');
  const remotes = packages.filter((pkg) => pkg !== 'host-shell');
  await Promise.all([host, remotes].filter((group) => group.length > 0).map(build));
}
