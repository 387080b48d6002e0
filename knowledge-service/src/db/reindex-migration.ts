import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Chunks stored before lossless chunking lost text ("The speaker joins 2." of "2.4 GHz")
 * and ignore the document's structure. Every indexed document and web page is listed to
 * be chunked again with the current chunker; the knowledge service works the list in the
 * background after start (indexing/reindex.ts), taking each entry off as its new chunks
 * are stored, so an install seeded before gets the new chunks without anyone acting.
 * A fresh install lists nothing: its seed is chunked by the current chunker.
 */
export const reindexMigration: Migration = {
  version: 352,
  name: 'answers: re-chunk every stored document and web page with the lossless chunker',
  statements: [
    `CREATE TABLE kb_reindex (
      owner_kind text NOT NULL CHECK (owner_kind IN ('document', 'webpage')),
      owner_id uuid NOT NULL,
      PRIMARY KEY (owner_kind, owner_id)
    )`,
    `INSERT INTO kb_reindex (owner_kind, owner_id)
      SELECT 'document', id FROM kb_documents WHERE status = 'ready'`,
    `INSERT INTO kb_reindex (owner_kind, owner_id)
      SELECT 'webpage', id FROM kb_webpages WHERE status = 'ready'`,
  ],
};
