import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config';
import { shortLivedScript, SHORT_LIVED_WASM } from './platform-bundle';
import { scriptBundle } from './script-bundle';
import type { TestStorage } from './test-platform';

/**
 * Runs `exportName` of the module at `modulePath` (under src/, no extension) on the test
 * storage in a process of its own, and answers what it returned. For store-level tests that
 * must also run on PGlite, which cannot load inside jest.
 */
export function runInStore<T>(storage: TestStorage, modulePath: string, exportName: string): T {
  const result = spawnSync(process.execPath, scenarioEntry(modulePath, exportName), {
    env: { PATH: process.env.PATH ?? '', ...storage.env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${exportName} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/**
 * In a test run, the scenarios' module bundled with the runner (a bundle cannot import a
 * TypeScript module by a path it learns when it runs); outside one, the runner through tsx.
 */
function scenarioEntry(modulePath: string, exportName: string): string[] {
  const bundle = scriptBundle(
    {
      contents: [
        `import * as scenarios from ${JSON.stringify(path.join(PACKAGE_ROOT, 'src', modulePath))};`,
        `import { runStoreScenario } from ${JSON.stringify(path.join(__dirname, 'store-scenario'))};`,
        'void runStoreScenario(scenarios, process.argv[2]!);',
      ].join('\n'),
      resolveDir: __dirname,
    },
    PACKAGE_ROOT,
  );
  return bundle
    ? [SHORT_LIVED_WASM, bundle, exportName]
    : shortLivedScript(path.join(__dirname, 'run-in-store-cli.ts'), modulePath, exportName);
}
