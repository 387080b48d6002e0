import { sql } from 'drizzle-orm';
import type { Db } from './connect';
import type { Migration } from './migration';

// Serialises concurrent starts against one PostgreSQL; arbitrary but fixed.
const MIGRATION_LOCK_KEY = 41002026;

/**
 * Applies every pending migration of one list in version order inside one transaction
 * (PostgreSQL DDL is transactional, so a failed start leaves no half schema).
 * Returns the versions applied now.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`),
    );
    // Both drivers (pg and PGlite) answer execute() with a `rows` array.
    const result = (await tx.execute(sql`SELECT version FROM schema_migrations`)) as {
      rows: { version: number }[];
    };
    const done = new Set(result.rows.map((row) => Number(row.version)));
    const pending = [...migrations]
      .sort((a, b) => a.version - b.version)
      .filter((m) => !done.has(m.version));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`,
      );
    }
    return pending.map((m) => m.version);
  });
}
