import type { Migration } from '@switchboard/server-kit/db/migration';

const EDITABLE_TABLES = ['business_types', 'businesses', 'bots', 'conversations', 'messages'];

/**
 * Every row the console edits carries `updated_at`, its version for If-Match. Versions are
 * kept to the millisecond (what JSON and JavaScript dates carry), whoever writes them, so
 * the tag a client read back always compares equal to the stored value.
 */
export const rowVersionMigration: Migration = {
  version: 61,
  name: 'row versions for optimistic concurrency',
  statements: [
    `ALTER TABLE business_types ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
    `UPDATE business_types SET updated_at = created_at`,
    `ALTER TABLE businesses ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
    `UPDATE businesses SET updated_at = created_at`,
    `CREATE FUNCTION row_version_to_milliseconds() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := date_trunc('milliseconds', NEW.updated_at);
        RETURN NEW;
      END $$`,
    ...EDITABLE_TABLES.flatMap((table) => [
      `CREATE TRIGGER ${table}_row_version BEFORE INSERT OR UPDATE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION row_version_to_milliseconds()`,
      `UPDATE ${table} SET updated_at = updated_at`,
    ]),
  ],
};
