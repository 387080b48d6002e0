import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as knowledgeSchema from '@switchboard/knowledge-service/schema';
import { runSql } from '../testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  startTestPlatform,
  type TestStorage,
} from '../testing/test-platform';
import { schema } from './schema';

interface StoredColumn {
  table: string;
  name: string;
  type: string;
  notNull: boolean;
}

/**
 * NOT NULL columns a trigger fills on insert: Drizzle declares them nullable so an insert
 * may leave them out, and the trigger guarantees a value.
 */
const FILLED_BY_TRIGGER = new Set(['conversations.last_activity_at']);

/**
 * Columns only raw SQL reads, which Drizzle leaves out: the generated ones (full-text search),
 * and the chunks' change order and writing transaction the in-process indexes read (set by
 * defaults and a trigger; declared, they would enter every Drizzle insert, also into stores
 * that predate them).
 */
const RAW_SQL_ONLY = new Set([
  'kb_chunks.tsv',
  'kb_chunks.change_seq',
  'kb_chunks.writer_xid',
  'messages.content_tsv',
]);

/** Drizzle and PostgreSQL spell a few types differently; compare them in PostgreSQL's words. */
function postgresSpelling(type: string): string {
  return type
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer')
    .replace(/^varchar/, 'character varying')
    .replace(/^timestamp(?!.*zone)/, 'timestamp without time zone');
}

const knowledgeTables = Object.values(knowledgeSchema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);
const tables = [...Object.values(schema), ...knowledgeTables].map(
  (table) => [getTableConfig(table).name, table] as const,
);

/**
 * The migrations write the tables and the Drizzle schemas (the platform's and the
 * knowledge service's) read and write them; both are hand-kept, so this proves they
 * describe the same columns, types and nullability, on either backend.
 */
describe('the migrations and the Drizzle schemas', () => {
  let storage: TestStorage;
  let stored: StoredColumn[];

  beforeAll(async () => {
    // Empty, not the migrated template: the migrations themselves must build the tables.
    storage = await createTestStorage({ empty: true });
    const platform = await startTestPlatform({ PLATFORM_SEED_IF_EMPTY: 'false' }, storage);
    await platform.close();
    // A child process reads the catalogue: PGlite cannot load inside jest's module sandbox.
    stored = runSql<StoredColumn>(storage, [
      `SELECT c.relname AS "table", a.attname AS name,
              format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull"
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    ]);
  }, PLATFORM_START_TIMEOUT_MS);

  afterAll(() => storage?.dispose());

  it('cover the knowledge tables as well as the platform ones', () => {
    expect(knowledgeTables.map((table) => getTableConfig(table).name)).toEqual(
      expect.arrayContaining(['kb_documents', 'kb_webpages', 'kb_crawl_jobs', 'kb_collections']),
    );
  });

  it.each(tables)('agree on %s', (name, table) => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const declared = getTableConfig(table)
      .columns.map((column) => ({
        name: column.name,
        type: postgresSpelling(column.getSQLType()),
        notNull: column.notNull || FILLED_BY_TRIGGER.has(`${name}.${column.name}`),
      }))
      .sort(byName);
    const columns = stored
      .filter((column) => column.table === name && !RAW_SQL_ONLY.has(`${name}.${column.name}`))
      .map(({ table: _table, ...column }) => column)
      .sort(byName);
    expect(declared).toEqual(columns);
  });
});
