import type { Migration } from '@switchboard/server-kit/db/migration';

/** Secrets generated on first start live with the data they protect, never in the source. */
export const platformSecretsMigration: Migration = {
  version: 60,
  name: 'platform secrets',
  statements: [
    `CREATE TABLE platform_secrets (
      name text PRIMARY KEY,
      value text NOT NULL CHECK (length(value) >= 32),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
