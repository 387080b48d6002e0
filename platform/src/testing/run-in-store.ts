import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { shortLivedScript } from './platform-bundle';
import type { TestStorage } from './test-platform';

/**
 * Runs `exportName` of the module at `modulePath` (under src/, no extension) on the test
 * storage in a process of its own, and answers what it returned. For store-level tests that
 * must also run on PGlite, which cannot load inside jest.
 */
export function runInStore<T>(storage: TestStorage, modulePath: string, exportName: string): T {
  const result = spawnSync(
    process.execPath,
    shortLivedScript(path.join(__dirname, 'run-in-store-cli.ts'), modulePath, exportName),
    { env: { PATH: process.env.PATH ?? '', ...storage.env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${exportName} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}
