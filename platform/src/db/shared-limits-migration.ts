import type { Migration } from '@switchboard/server-kit/db/migration';

/** The shared counters of rate-limiter-flexible's PostgreSQL store (its own table shape). */
export const sharedLimitsMigration: Migration = {
  version: 161,
  name: 'shared rate limits',
  statements: [
    `CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`,
  ],
};
