import { spawnSync } from 'node:child_process';
import { sqlRunnerEntry } from './platform-bundle';
import type { TestStorage } from './test-platform';

/** Runs SQL statements on a stopped test platform's storage; returns the last one's rows. */
export function runSql<T>(storage: TestStorage, statements: string[]): T[] {
  const result = spawnSync(process.execPath, sqlRunnerEntry(JSON.stringify(statements)), {
    env: { PATH: process.env.PATH ?? '', ...storage.env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`SQL run failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as T[];
}
