import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { PACKAGE_ROOT } from '../config';
import {
  RESOLVED_WHEN_RUN,
  removeScriptBundles,
  scriptBundle,
  startScriptBundles,
} from './script-bundle';

const BUNDLE = 'LP_TEST_PLATFORM_BUNDLE';
const SQL_RUNNER = path.join(PACKAGE_ROOT, 'src', 'testing', 'run-sql-cli.ts');

/**
 * The platform's source (and the workspace packages it uses) in one CommonJS file, built
 * from the current source when a test run starts; its libraries stay in node_modules.
 * Test platforms run it with plain Node: through tsx's loader, a start spent about 0.9 s
 * loading modules, 0.4 s more than from the bundle, and a run starts over two hundred
 * platforms. It lands in the
 * package's dist/, so the source's `__dirname`-relative paths still point into the package.
 */
export async function preparePlatformBundle(): Promise<void> {
  if (process.env[BUNDLE]) return;
  // Workers are forked after global setup, so they inherit where the bundles are.
  process.env[BUNDLE] = await bundlePlatform();
  // Short-lived scripts (a test's SQL run, a seed, a store scenario) are bundled on first
  // use (script-bundle.ts).
  startScriptBundles();
}

/** One source file's text changed in a test build: `from` must occur in it. */
export interface SourceRewrite {
  file: RegExp;
  from: string;
  to: string;
}

const rewriting = ({ file, from, to }: SourceRewrite): Plugin => ({
  name: 'test-build-rewrite',
  setup(builder) {
    builder.onLoad({ filter: file }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(from)) throw new Error(`${args.path} does not contain ${from}`);
      return { contents: source.replace(from, to), loader: 'ts' };
    });
  },
});

/**
 * A test build: the platform bundled with one source text changed (a wording, say), for
 * a suite that proves nothing depends on it. The caller removes the file when done.
 */
export const platformVariant = (rewrite: SourceRewrite): Promise<string> =>
  bundlePlatform([rewriting(rewrite)]);

const bundlePlatform = (plugins: Plugin[] = []) =>
  bundleScript(path.join(PACKAGE_ROOT, 'src', 'main.ts'), 'test-platform', plugins);

async function bundleScript(entry: string, name: string, plugins: Plugin[] = []): Promise<string> {
  const outfile = path.join(PACKAGE_ROOT, 'dist', `${name}-${randomBytes(4).toString('hex')}.cjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    logOverride: RESOLVED_WHEN_RUN,
    plugins: [
      ...plugins,
      {
        // Bundled, the libraries changed how a start stopped mid-seed ended on PostgreSQL
        // (exit 1, once in CI, not reproduced): they stay installed, as proven in every run.
        name: 'libraries-stay-installed',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@switchboard/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

export function removePlatformBundle(): void {
  const bundle = process.env[BUNDLE];
  if (bundle) rmSync(bundle, { force: true });
  delete process.env[BUNDLE];
  removeScriptBundles();
}

/**
 * A test platform lives for one suite, seconds long, yet V8 spent more CPU optimising
 * PGlite's WebAssembly (PostgreSQL itself) for speed later than the suite spent running
 * it: with the baseline compiler only, the PGlite suites for the Bots API and auth took
 * 81 instead of 118–121 core-seconds and 48 instead of 65 s. `npm start`'s platform,
 * which runs for hours, keeps the optimising tier.
 */
export const SHORT_LIVED_WASM = '--liftoff-only';

/**
 * Node's arguments for a TypeScript script that opens a store for a moment (a seed, a store
 * scenario, a probe, the eval): the same baseline compiler, and the run's bundle of the
 * script (`scriptBundle`), or outside a test run tsx as a loader in the one process, where
 * its command starts a second Node to run the script. A one-statement SQL run took 1.35
 * instead of 1.9 core-seconds through the loader (four each, in turn), 0.6 from a bundle.
 */
export const shortLivedScript = (script: string, ...args: string[]): string[] => [
  SHORT_LIVED_WASM,
  ...scriptEntry(script, ...args),
];

/** Node's arguments for a TypeScript script: the run's bundle of it, or the source through tsx. */
export function scriptEntry(script: string, ...args: string[]): string[] {
  const file = path.resolve(script);
  const bundle = scriptBundle(file, packageOf(file));
  return bundle ? [bundle, ...args] : ['--import', 'tsx', file, ...args];
}

/** The nearest folder above `file` with a package.json: its dist/ keeps `__dirname` paths true. */
function packageOf(file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir))
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  throw new Error(`${file} is in no package`);
}

/** Node's arguments for run-sql-cli.ts (a test's SQL run on a stopped platform's store). */
export const sqlRunnerEntry = (...args: string[]): string[] =>
  shortLivedScript(SQL_RUNNER, ...args);

/** What a test platform's Node runs: the given or the run's bundle, or the source through tsx outside a run. */
export function platformEntry(variant?: string): string[] {
  const bundle = variant ?? process.env[BUNDLE];
  return bundle
    ? [SHORT_LIVED_WASM, bundle]
    : shortLivedScript(path.join(PACKAGE_ROOT, 'src', 'main.ts'));
}
