import type { Migration } from '@switchboard/server-kit/db/migration';
import { IDEMPOTENCY_TABLE_STATEMENTS } from '@switchboard/server-kit/http/idempotency';

/**
 * Idempotency keys of the Bots API's creates and the knowledge service's uploads, kept in
 * the database so a key outlives a killed instance (issue 39). The version is the issue's
 * number with a suffix, clear of the lists other branches append to.
 */
export const faultsIdempotencyMigration: Migration = {
  version: 3901,
  name: 'faults: idempotency keys',
  statements: IDEMPOTENCY_TABLE_STATEMENTS,
};
