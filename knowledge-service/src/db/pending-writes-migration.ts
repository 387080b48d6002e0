import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * A write the gateway made here for a console operation the console must then record (the
 * collection made for a business, the staff answer made by "Improve this answer"): pending
 * until the service's job asks the console whether it recorded the operation's key, then
 * kept or undone, and settled either way (pending-writes/, docs/architecture.md step 4).
 */
export const pendingWritesMigration: Migration = {
  version: 413,
  name: 'seam: pending cross-service writes',
  statements: [
    `CREATE TABLE kb_pending_writes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL,
      kind text NOT NULL,
      object_id text NOT NULL,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CONSTRAINT kb_pending_writes_object_key UNIQUE (service, kind, object_id)
    )`,
    `CREATE INDEX kb_pending_writes_unsettled_idx ON kb_pending_writes (created_at)
      WHERE settled_at IS NULL`,
  ],
};
