import type { Migration } from '@switchboard/server-kit/db/migration';
import { IDEMPOTENCY_TABLE_STATEMENTS } from '@switchboard/server-kit/http/idempotency';

/**
 * Idempotency keys of the Bots API's creates and the knowledge service's uploads, kept in
 * the database so a key outlives a killed instance (issue 39). The table is server-kit's
 * idempotency store, shared by every route that accepts an Idempotency-Key.
 */
export const faultsIdempotencyMigration: Migration = {
  version: 390,
  name: 'faults: idempotency keys',
  statements: IDEMPOTENCY_TABLE_STATEMENTS,
};
