import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '@switchboard/server-kit/db/connect';

/**
 * Test helper run as its own process (PGlite's WebAssembly cannot load inside jest):
 * runs each SQL statement of argv[2] (a JSON array) in order on the configured
 * database and prints the last one's rows as JSON. Tests use it to backdate history
 * and to read the raw rows behind a figure while the platform is stopped.
 */
async function main() {
  const statements = JSON.parse(process.argv[2] ?? '[]') as string[];
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let last: unknown[] = [];
    for (const statement of statements)
      last = ((await database.db.execute(sql.raw(statement))) as { rows: unknown[] }).rows;
    process.stdout.write(JSON.stringify(last));
  } finally {
    await database.close();
  }
}

void main();
