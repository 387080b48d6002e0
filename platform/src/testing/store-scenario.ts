import { loadConfig } from '../config';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '../db/migrate-store';

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];
export type StoreScenarios = Record<string, unknown>;

/**
 * Run as its own process (PGlite's WebAssembly cannot load inside jest): opens the
 * configured store, migrates it, calls `exportName` of `scenarios` with the database, and
 * prints what it returns as JSON.
 */
export async function runStoreScenario(scenarios: StoreScenarios, exportName: string) {
  const scenario = scenarios[exportName] as ((db: Database) => Promise<unknown>) | undefined;
  if (typeof scenario !== 'function') throw new Error(`no scenario ${exportName}`);
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateStore(database.db);
    process.stdout.write(JSON.stringify(await scenario(database.db)));
  } finally {
    await database.close();
  }
}
