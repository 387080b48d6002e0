import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Whether the first start's seed finished (issue 46): a stop can arrive part-way through
 * it, and the next start must then seed the rest, though it finds users already stored.
 */
export const seedRunsMigration: Migration = {
  version: 450,
  name: 'seed runs',
  statements: [
    `CREATE TABLE seed_runs (
      name text PRIMARY KEY,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`,
  ],
};
