import { loadConfig, publicUrlFor } from '../config';
import { openDatabase } from '@switchboard/server-kit/db/connect';
import { migrateStore } from '../db/migrate-store';
import { seed } from './seed';

/** `npm run seed -w platform`: migrate, then insert whatever demo rows are missing. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateStore(database.db);
    const started = performance.now();
    await seed(database.db, publicUrlFor(config, config.port), {
      history: config.seedHistory,
      knowledge: config.seedKnowledge,
    });
    console.log(
      `[platform] seeded ${config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir} in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error('[platform] seed failed:', error);
  process.exit(1);
});
