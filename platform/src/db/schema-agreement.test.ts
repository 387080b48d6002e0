import { getTableConfig } from 'drizzle-orm/pg-core';
import { createTestStorage, testBackend, type TestStorage } from '../testing/test-platform';
import { openDatabase, type Database } from '@switchboard/server-kit/db/connect';
import { migrateStore } from './migrate-store';
import { schema } from './schema';

interface StoredColumn {
  name: string;
  type: string;
  notNull: boolean;
}

/**
 * NOT NULL columns a trigger fills on insert: Drizzle declares them nullable so an insert
 * may leave them out, and the trigger guarantees a value.
 */
const FILLED_BY_TRIGGER = new Set(['conversations.last_activity_at']);

/** Drizzle and PostgreSQL spell a few types differently; compare them in PostgreSQL's words. */
function postgresSpelling(type: string): string {
  return type
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer')
    .replace(/^varchar/, 'character varying')
    .replace(/^timestamp(?!.*zone)/, 'timestamp without time zone');
}

async function storedColumns(database: Database, table: string): Promise<StoredColumn[]> {
  const { rows } = await database.execute(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull"
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attname`,
    [`public.${table}`],
  );
  return rows as StoredColumn[];
}

// PGlite cannot load inside jest's module sandbox (it imports dynamically), and the
// migrations are the same SQL on both, so the comparison runs on the PostgreSQL server.
const onPostgres = testBackend() === 'postgres' ? describe : describe.skip;

/**
 * The migrations write the tables and the Drizzle schema reads and writes them; both are
 * hand-kept, so this proves they describe the same columns, types and nullability.
 */
onPostgres('the migrations and the Drizzle schema', () => {
  let storage: TestStorage;
  let database: Database;

  beforeAll(async () => {
    // Empty, not the migrated template: the migrations themselves must build the tables.
    storage = await createTestStorage({ empty: true });
    database = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: '' });
    await migrateStore(database.db);
  });

  afterAll(async () => {
    await database.close();
    await storage.dispose();
  });

  it.each(Object.values(schema).map((table) => [getTableConfig(table).name, table] as const))(
    'agree on %s',
    async (name, table) => {
      const declared = getTableConfig(table)
        .columns.map((column) => ({
          name: column.name,
          type: postgresSpelling(column.getSQLType()),
          notNull: column.notNull || FILLED_BY_TRIGGER.has(`${name}.${column.name}`),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const stored = (await storedColumns(database, name)).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      expect(declared).toEqual(stored);
    },
  );
});
