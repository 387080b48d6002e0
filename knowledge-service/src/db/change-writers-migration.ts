import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Each chunk change and each stored vector names the transaction that wrote it, so the
 * in-process indexes (retrieval/lexical-index.ts, embeddings/vector-store.ts) can tell which
 * rows may still appear below the change number they have read up to. A transaction takes
 * its number when it writes and becomes visible when it commits, which may be after a later
 * number was already read; it cannot commit later than a transaction still running at a
 * reader's look, and every such one has an id at or above that look's snapshot xmin. Each
 * look therefore re-checks the rows written from the previous look's xmin on (see
 * change-horizon.ts). xid8 does not wrap around; the top-level id is taken, so a savepoint
 * inside the writer changes nothing.
 */
export const changeWritersMigration: Migration = {
  version: 520,
  name: 'in-process indexes: each change names the transaction that wrote it',
  statements: [
    // Rows already stored take the migration's own id: a first look reads them all anyway.
    `ALTER TABLE kb_chunks ADD COLUMN writer_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`,
    `CREATE INDEX kb_chunks_writer_xid_idx ON kb_chunks (service, writer_xid)`,
    `CREATE OR REPLACE FUNCTION kb_chunks_next_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.change_seq := nextval('kb_chunk_change_seq');
        NEW.writer_xid := pg_current_xact_id();
        RETURN NEW;
      END $$`,
    `ALTER TABLE kb_chunk_embeddings ADD COLUMN writer_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`,
    `CREATE INDEX kb_chunk_embeddings_writer_xid_idx ON kb_chunk_embeddings (service, model_id, writer_xid)`,
  ],
};
