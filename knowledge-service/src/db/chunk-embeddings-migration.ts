import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * Each chunk's sentence embedding, one row per model (a bot that changes model is embedded
 * again beside the old vectors until the new ones are complete), written by the background
 * embedding pipeline. `seq` orders the writes, so every instance's in-memory index reads
 * only what it has not seen. kb_embedding_progress is the pipeline's own state per bot and
 * model: what it has embedded, what is left, its failures and when it retries; the backfill
 * of chunks stored before this migration is the same pipeline finding chunks without a row.
 */
export const chunkEmbeddingsMigration: Migration = {
  version: 420,
  name: 'embeddings: chunk vectors and the embedding pipeline state',
  statements: [
    `CREATE TABLE kb_chunk_embeddings (
      chunk_id bigint NOT NULL REFERENCES kb_chunks (id) ON DELETE CASCADE,
      model_id text NOT NULL,
      service text NOT NULL,
      dims integer NOT NULL CHECK (dims > 0),
      vector bytea NOT NULL CHECK (length(vector) = dims * 4),
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (chunk_id, model_id)
    )`,
    `CREATE INDEX kb_chunk_embeddings_seq_idx ON kb_chunk_embeddings (service, model_id, seq)`,
    `CREATE TABLE kb_embedding_progress (
      service text NOT NULL,
      model_id text NOT NULL,
      status text NOT NULL DEFAULT 'idle' CHECK (status IN ('idle', 'embedding', 'failed')),
      embedded integer NOT NULL DEFAULT 0,
      pending integer NOT NULL DEFAULT 0,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      retry_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (service, model_id)
    )`,
  ],
};
