import type { Migration } from '@switchboard/server-kit/db/migration';
import { addColumns } from '@switchboard/server-kit/db/migration-sql';

/**
 * The refresh-token reuse interval lives with the tokens, so every platform instance on
 * one database honours it: when a token was rotated, and its child sealed with the parent
 * token itself (only a holder of the parent can open it; a dump still hands out nothing).
 */
export const refreshReuseMigration: Migration = {
  version: 62,
  name: 'refresh-token reuse interval in the database',
  statements: addColumns('refresh_tokens', 'rotated_at timestamptz', 'sealed_child text'),
};
