/**
 * SQL the released migrations share, producing the exact text they were released with
 * (the indent is part of it). Changing any of it would change released migrations: add a
 * new version instead.
 */

/** A row's own random UUID: the Drizzle schema's `uuidKey`. */
export const UUID_KEY = 'id uuid PRIMARY KEY DEFAULT gen_random_uuid()';

/** When a row was made and last changed: the Drizzle schema's `timestamps`. */
export const TIMESTAMPS = `created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()`;

/** One statement per column (PGlite runs one statement at a time). */
export const addColumns = (table: string, ...columns: string[]) =>
  columns.map((column) => `ALTER TABLE ${table} ADD COLUMN ${column}`);

/** Lets `table`'s status column hold exactly `statuses`, under the constraint's own name. */
export const replaceStatusCheck = (table: string, ...statuses: string[]) => [
  `ALTER TABLE ${table} DROP CONSTRAINT ${table}_status_check`,
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check
      CHECK (status IN (${statuses.map((status) => `'${status}'`).join(', ')}))`,
];
