import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilListening } from '../testing/child-service';
import { runSql } from '../testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  spawnPlatform,
  testBackend,
  type TestStorage,
} from '../testing/test-platform';

/**
 * Starts that cannot succeed must say why in words an operator acts on (issue 39): a data
 * folder the process may not write, and a damaged table. Both are about PGlite's folder;
 * on PostgreSQL the server owns its files (and caches pages a test could damage), so the
 * suite runs on the pglite project only.
 */
jest.setTimeout(2 * PLATFORM_START_TIMEOUT_MS);

/** Starts the platform on `storage`, expecting it to fail; returns what it printed. */
async function failedStart(storage: TestStorage): Promise<string> {
  const child = spawnPlatform(storage);
  const started = untilListening(child, /listening on (\S+)/, 'platform');
  const failure = await started.then(
    () => {
      child.kill('SIGKILL');
      throw new Error('the platform started');
    },
    (error: Error) => error.message,
  );
  return failure;
}

const pgliteOnly = testBackend() === 'pglite' ? describe : describe.skip;

pgliteOnly('a start that cannot succeed', () => {
  let readOnly: string | undefined;
  let storage: TestStorage | undefined;
  afterAll(async () => {
    if (readOnly) {
      spawnSync('umount', [readOnly]);
      chmodSync(readOnly, 0o700);
      rmSync(readOnly, { recursive: true, force: true });
    }
    await storage?.dispose();
  });

  it('names a data folder it may not write', async () => {
    readOnly = mkdtempSync(path.join(tmpdir(), 'lp-read-only-'));
    // Root writes through permissions, so as root the folder is a read-only mount.
    const root = process.getuid?.() === 0;
    if (root) execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', readOnly]);
    else chmodSync(readOnly, 0o500);
    const output = await failedStart({
      env: { PLATFORM_DATA_DIR: readOnly },
      dispose: async () => undefined,
    });
    expect(output).toContain(`The data folder ${readOnly} is not writable`);
    expect(output).not.toContain('PGlite failed to initialize');
  });

  it('names a damaged table and points to the recovery steps', async () => {
    storage = await createTestStorage();
    const [table] = runSql<{ file: string }>(storage, [
      `SELECT pg_relation_filepath('schema_migrations') AS file`,
    ]);
    // A page header overwritten, as a failing disk leaves it.
    const file = openSync(path.join(storage.env.PLATFORM_DATA_DIR!, table!.file), 'r+');
    writeSync(file, Buffer.alloc(24, 0x58), 0, 24, 0);
    closeSync(file);
    const output = await failedStart(storage);
    expect(output).toMatch(
      /The database is damaged: the table schema_migrations cannot be read \(invalid page in block 0 of relation "?base\/\d+\/\d+"?\)/,
    );
    expect(output).toContain('"Backup and recovery" section of docs/deploy.md');
  });
});
