import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * The answer step's sentence vectors, stored when the chunk is embedded rather than at
 * every question: one row per chunk and model holding the vectors of its sentences, each
 * read after the chunk's title, in order (float32, little-endian, `count` × `dims`).
 * `change_seq` is the chunk's change number they were embedded at (migration 441 renumbers
 * a chunk whose title or text changes), so the pipeline finds stale rows by comparing it;
 * `texts_digest` lets a reader use the vectors only for the very texts they came from.
 * Written by the background embedding pipeline, deleted with their chunk, and with an old
 * model's chunk vectors once a bot's change of model is done.
 */
export const sentenceEmbeddingsMigration: Migration = {
  version: 500,
  name: 'embeddings: sentence vectors stored with their chunk',
  statements: [
    `CREATE TABLE kb_sentence_embeddings (
      chunk_id bigint NOT NULL REFERENCES kb_chunks (id) ON DELETE CASCADE,
      model_id text NOT NULL,
      service text NOT NULL,
      change_seq bigint NOT NULL,
      texts_digest text NOT NULL,
      dims integer NOT NULL CHECK (dims > 0),
      count integer NOT NULL CHECK (count >= 0),
      vectors bytea NOT NULL CHECK (length(vectors) = dims * count * 4),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (chunk_id, model_id)
    )`,
    `CREATE INDEX kb_sentence_embeddings_service_idx ON kb_sentence_embeddings (service, model_id)`,
  ],
};
