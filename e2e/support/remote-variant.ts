import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRemoteServer } from '@switchboard/tooling/server/remote-server';
import { REPO_ROOT } from '@switchboard/tooling/stack/repo-paths';
import { freePort } from '@switchboard/server-kit/free-port';

const run = promisify(execFile);

/**
 * Another release of a remote, made the way a team makes one: its source copied, changed,
 * built with its own webpack config and served from a new address. The copy lives in the
 * repository (under test-results/) so it resolves the same installed libraries.
 */
export async function releaseRemoteVariant(
  remote: string,
  variant: string,
  change: (dir: string) => void,
) {
  const dir = path.join(REPO_ROOT, 'test-results', 'remote-variants', `${remote}-${variant}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    fs.cpSync(path.join(REPO_ROOT, `mfe-${remote}`, entry), path.join(dir, entry), {
      recursive: true,
    });
  }
  change(dir);
  // A production build, less what only its users' downloads and error reports gain from:
  // minifying and the compressed copies took 12 of its 27 core-seconds, and the source
  // maps 0.6 of the 10 left.
  await run(
    'npx',
    ['webpack', '--mode', 'production', '--env', 'quick', '-c', 'webpack.config.ts'],
    { cwd: dir, env: { ...process.env, NODE_OPTIONS: '--import=tsx' } },
  );
  const port = await freePort();
  const server = await startRemoteServer({ root: path.join(dir, 'dist'), host: '127.0.0.1', port });
  return {
    entry: `http://127.0.0.1:${port}/mf-manifest.json`,
    stop: () => server.app.close(),
  };
}

/** Edits a file of the copied remote in place. */
export function edit(dir: string, file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  // A source that moved on would otherwise build an unchanged variant and fail far away.
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(target, after);
}
