import type { Database } from './connect';
import { findDatabaseError } from './database-error';

/** SQLSTATE data_corrupted: "invalid page in block 846 of relation base/5/16756". */
const DATA_CORRUPTED = 'XX001';
const RELATION_FILE = /relation "?((?:base|global|pg_tblspc)\/(?:\w+\/)*(\d+))"?/;

/** Where an operator reads how to restore a damaged database. */
export const RECOVERY_GUIDE = 'the "Backup and recovery" section of docs/deploy.md';

/**
 * Turns the database's report of a damaged data file, which names only the file, into an
 * error that names the table and says what to do. Undefined for any other error. The
 * catalog that maps files to tables is read separately and usually survives the damage;
 * if it does not, the file is named.
 */
export async function damagedTableError(
  database: Database,
  error: unknown,
): Promise<Error | undefined> {
  const cause = findDatabaseError(error);
  if (cause?.code !== DATA_CORRUPTED) return undefined;
  const file = RELATION_FILE.exec(cause.message);
  let table = file ? `the table stored in ${file[1]}` : 'a table';
  if (file) {
    try {
      const { rows } = await database.execute(
        `SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relfilenode = $1`,
        [Number(file[2])],
      );
      const found = rows[0] as { schema: string; name: string; kind: string } | undefined;
      if (found)
        table = `${found.kind === 'i' ? 'the index' : 'the table'} ${found.schema === 'public' ? '' : `${found.schema}.`}${found.name}`;
    } catch {
      // The catalog is damaged too: the file's name is all there is.
    }
  }
  return new Error(
    `The database is damaged: ${table} cannot be read (${cause.message}). Restore the database from a backup: see ${RECOVERY_GUIDE}.`,
    { cause: error },
  );
}
