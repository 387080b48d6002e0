import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { yieldingPglite } from './yielding-pglite';

/** Each package declares its own tables; the connection is shared and typed by none of them. */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * Plain SQL on the same connection(s) as `db`, for libraries that bring their own SQL
 * (the job queue). A text without values may hold several statements.
 */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  execute: SqlExecutor;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

/**
 * PGlite cannot say why it fails in a folder it may not write ("PGlite failed to
 * initialize properly"): a file written and removed first names the folder and the cause.
 * Permissions alone would not do (root passes them on a read-only mount), hence a write.
 */
function checkWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new Error(
      `The data folder ${path.resolve(dataDir)} is not writable (${code}): PGlite keeps the database there. Make it writable by this process, or set PLATFORM_DATA_DIR to a folder that is.`,
      { cause: error },
    );
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A server that drops an idle connection (a restart, a failover, an administrator)
    // makes the pool emit 'error'; unheard, that ends the process. The pool has already
    // discarded the connection, and the next query opens a new one.
    pool.on('error', (error) =>
      console.error('[database] idle database connection lost', error.message),
    );
    // Fail at start, not on the first request, when the server is unreachable.
    await pool.query('SELECT 1');
    return {
      db: drizzleNodePg(pool) as unknown as Db,
      kind: 'postgres',
      execute: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer one result each; callers read the last.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      close: () => pool.end(),
    };
  }
  checkWritable(options.dataDir);
  // pg_trgm: the businesses quick search's indexes (business-search-migration.ts).
  const client = yieldingPglite(await PGlite.create(options.dataDir, { extensions: { pg_trgm } }));
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    execute: async (text, values) => {
      // PGlite's extended protocol takes one statement; its simple protocol takes many.
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}
