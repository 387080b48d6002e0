import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Ranking reads a candidate chunk's tsvector once per question term. Stored out of line
 * (PostgreSQL's default once a row passes about 2 kB), every read is a TOAST index lookup;
 * kept in the row, it is at most a decompression. Rows written from now on are stored so.
 * Term statistics are rewritten on every batch of chunks: free room on each page lets those
 * updates stay on the page (no index entry per update), which matters most where nothing
 * vacuums, as on PGlite.
 */
export const kbRetrievalStorageMigration: Migration = {
  version: 103,
  name: 'chunk tsvector kept in the row, term statistics with room for updates',
  statements: [
    `ALTER TABLE kb_chunks ALTER COLUMN tsv SET STORAGE MAIN`,
    `ALTER TABLE kb_term_stats SET (fillfactor = 70)`,
    `ALTER TABLE kb_service_stats SET (fillfactor = 50)`,
  ],
};
