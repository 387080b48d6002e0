import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '../db/migrate-store';

/**
 * Test helper run as its own process (PGlite's WebAssembly cannot load inside jest): opens
 * the configured store, migrates it, calls export argv[3] of module argv[2] (a path under
 * src/) with the database, and prints what it returns as JSON.
 */
async function main() {
  const [, , modulePath = '', exportName = ''] = process.argv;
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateStore(database.db);
    const scenarios = (await import(path.join(__dirname, '..', modulePath))) as Record<
      string,
      (db: typeof database.db) => Promise<unknown>
    >;
    const scenario = scenarios[exportName];
    if (!scenario) throw new Error(`${modulePath} has no export ${exportName}`);
    process.stdout.write(JSON.stringify(await scenario(database.db)));
  } finally {
    await database.close();
  }
}

void main();
