import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Every passage a chat answer cited, one row per cited chunk, so the chunk browser can say
 * how often each chunk was used and reports can count citations per period. No foreign
 * keys: a re-indexed or deleted source keeps its past citations countable.
 */
export const pipelineCitationsMigration: Migration = {
  version: 360,
  name: 'pipeline: kb_citations',
  statements: [
    `CREATE TABLE kb_citations (
      id bigserial PRIMARY KEY,
      service text NOT NULL,
      chunk_id bigint NOT NULL,
      document_id uuid,
      webpage_id uuid,
      cited_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((document_id IS NULL) <> (webpage_id IS NULL))
    )`,
    `CREATE INDEX kb_citations_chunk_idx ON kb_citations (chunk_id)`,
    `CREATE INDEX kb_citations_service_time_idx ON kb_citations (service, cited_at)`,
  ],
};
