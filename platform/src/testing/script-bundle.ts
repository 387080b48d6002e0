import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** Set by the projects' global setup: names this run's script bundles, for their removal. */
const RUN = 'LP_TEST_SCRIPT_RUN';
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** What a bundle runs: a script's file, or generated source whose imports resolve from `resolveDir`. */
export type ScriptSource = string | { contents: string; resolveDir: string };

export function startScriptBundles(): void {
  process.env[RUN] ??= randomBytes(4).toString('hex');
}

/**
 * A TypeScript script (a seed, a store scenario, a probe, the gateway) as one CommonJS file
 * for plain Node, built the first time a test of this run asks for it and shared by every
 * worker after: through tsx's loader the same script spent about half of a short run
 * compiling and resolving modules. Its libraries stay in node_modules, as in the test
 * platform's bundle. It lands in `packageDir`'s dist/, so the source's
 * `__dirname`-relative paths still point into the package. Outside a test run, undefined:
 * the caller runs the source through tsx.
 */
export function scriptBundle(source: ScriptSource, packageDir: string): string | undefined {
  const run = process.env[RUN];
  if (!run) return undefined;
  const key = createHash('sha256').update(JSON.stringify(source)).digest('hex').slice(0, 12);
  const outfile = path.join(packageDir, 'dist', `test-script-${run}-${key}.cjs`);
  if (existsSync(outfile)) return outfile;
  // Two workers may build it at once: each writes its own file and renames it into place.
  const building = `${outfile}.${process.pid}.tmp`;
  buildSync({
    ...(typeof source === 'string'
      ? { entryPoints: [source] }
      : { stdin: { ...source, loader: 'ts', sourcefile: 'script-entry.ts' } }),
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    external: installedLibraries(),
    logOverride: RESOLVED_WHEN_RUN,
  });
  renameSync(building, outfile);
  return outfile;
}

/**
 * The workspace's packages find their own files (the pipeline thread's source, the model
 * weights' folder) with `require.resolve` by package name, which resolves the same from a
 * bundle in a package's dist/: esbuild's warning about it says nothing here.
 */
export const RESOLVED_WHEN_RUN = { 'require-resolve-not-external': 'silent' } as const;

let libraries: string[] | undefined;

/**
 * Every installed library, as esbuild's external patterns (buildSync takes no plugins, so
 * no resolver can tell them from the workspace's own packages, which are bundled).
 */
function installedLibraries(): string[] {
  libraries ??= [REPO_ROOT, ...workspaceDirs()].flatMap((dir) => {
    const modules = path.join(dir, 'node_modules');
    if (!existsSync(modules)) return [];
    return readdirSync(modules)
      .filter((name) => !name.startsWith('.') && name !== '@switchboard')
      .flatMap((name) => (name.startsWith('@') ? [`${name}/*`] : [name, `${name}/*`]));
  });
  return libraries;
}

const workspaceDirs = () =>
  readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(REPO_ROOT, entry.name, 'package.json')),
    )
    .map((entry) => path.join(REPO_ROOT, entry.name));

/** Removes this run's script bundles from the repository's and every package's dist/. */
export function removeScriptBundles(): void {
  const run = process.env[RUN];
  if (!run) return;
  for (const dir of [REPO_ROOT, ...workspaceDirs()]) {
    const dist = path.join(dir, 'dist');
    if (!existsSync(dist)) continue;
    for (const name of readdirSync(dist))
      if (name.startsWith(`test-script-${run}-`)) rmSync(path.join(dist, name), { force: true });
  }
  delete process.env[RUN];
}
