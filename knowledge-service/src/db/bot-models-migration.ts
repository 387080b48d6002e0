import type { Migration } from '@switchboard/server-kit/db/migration';

/**
 * A model per bot (its "Model" panel). kb_bot_models holds a bot's choice when it is not the
 * embedded default: an OpenAI-compatible endpoint, its model and its API key, which is read
 * only on the server and never sent back. kb_reembed_jobs tracks the re-embedding a change of
 * model starts: the bot answers with BM25 alone while its job runs, since vectors of two
 * models are never compared; the pipeline marks the job done once every chunk has a vector
 * of the new model. At most one job per bot runs; a newer change supersedes it.
 */
export const botModelsMigration: Migration = {
  version: 430,
  name: 'embeddings: a model per bot and its re-embedding jobs',
  statements: [
    `CREATE TABLE kb_bot_models (
      service text PRIMARY KEY,
      source text NOT NULL CHECK (source IN ('embedded', 'endpoint')),
      base_url text,
      model text,
      api_key text,
      model_id text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (source = 'embedded' OR (base_url IS NOT NULL AND model IS NOT NULL AND model_id IS NOT NULL))
    )`,
    `CREATE TABLE kb_reembed_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL,
      model_id text NOT NULL,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'superseded')),
      total integer NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`,
    `CREATE INDEX kb_reembed_jobs_service_idx ON kb_reembed_jobs (service, started_at DESC)`,
    `CREATE UNIQUE INDEX kb_reembed_jobs_running_idx ON kb_reembed_jobs (service)
      WHERE status = 'running'`,
  ],
};
