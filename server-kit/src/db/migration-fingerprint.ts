import { createHash } from 'node:crypto';
import type { Migration } from './migration';

/**
 * What a released migration runs, as a fingerprint of its version, name and statements.
 * Released migrations share SQL fragments (migration-sql.ts); a change to one would alter
 * what an existing database already ran without any migration saying so.
 */
export const migrationFingerprint = (migration: Migration) =>
  createHash('sha256')
    .update(JSON.stringify([migration.version, migration.name, migration.statements]))
    .digest('hex')
    .slice(0, 16);
