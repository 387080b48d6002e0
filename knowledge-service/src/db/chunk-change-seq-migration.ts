import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Each chunk's place in the order of changes to the chunks, so every instance's in-process
 * BM25 index (retrieval/lexical-index.ts) reads only the chunks written or re-titled since
 * its last look, as the vector index reads kb_chunk_embeddings by `seq`. A new chunk takes
 * the next number from the column's default; an update that changes its text (and so its
 * tsvector) takes a new one from the trigger. Deletions need no number: the index compares
 * its count with kb_service_stats and drops what is gone.
 */
export const chunkChangeSeqMigration: Migration = {
  version: 441,
  name: 'bm25 index: chunks numbered in the order they change',
  statements: [
    `CREATE SEQUENCE kb_chunk_change_seq`,
    // The default numbers the existing rows as the table is rewritten: an UPDATE would fire
    // the term-statistics trigger, which counts every chunk out and in again.
    `ALTER TABLE kb_chunks ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('kb_chunk_change_seq')`,
    `CREATE INDEX kb_chunks_change_seq_idx ON kb_chunks (service, change_seq)`,
    `CREATE FUNCTION kb_chunks_next_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.change_seq := nextval('kb_chunk_change_seq');
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER kb_chunks_text_changed BEFORE UPDATE OF title, content ON kb_chunks
      FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content)
      EXECUTE FUNCTION kb_chunks_next_change()`,
  ],
};
