import type { Db } from '@switchboard/server-kit/db/connect';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import type { ModelDirectory } from './embeddings/model-directory';
import type { EmbeddingPipeline } from './embeddings/embedding-pipeline';
import type { EmbeddingRuntime } from './embeddings/embedding-runtime';
import type { VectorSearch } from './embeddings/vector-search';
import type { KbConfig } from './kb-config';
import type { KnowledgeServiceHost } from './knowledge-host';

/** What every knowledge-service route needs, built once per process. */
export interface KbContext {
  host: KnowledgeServiceHost;
  db: Db;
  config: KbConfig;
  startedAt: number;
  jobs: JobQueue;
  /** Crawls this instance is working, by job id, so a cancel here stops one at once. */
  crawls: Map<string, AbortController>;
  /** The embedded model, each bot's model, the pipeline that embeds chunks, and the per-bot vector search. */
  embeddings: {
    runtime: EmbeddingRuntime;
    models: ModelDirectory;
    pipeline: EmbeddingPipeline;
    vectors: VectorSearch;
  };
}
