import type { Db } from '@switchboard/server-kit/db/connect';
import type { SecretBox } from '../secrets/secret-box';
import { ModelDirectory } from './model-directory';
import { EmbeddingPipeline } from './embedding-pipeline';
import { EmbeddingRuntime } from './embedding-runtime';
import { VectorSearch } from './vector-search';

/** Loads the model in the background and starts the pipeline once it is loaded: the start never waits for it. */
export function startEmbeddings(
  db: Db,
  config: { embeddingModel: string | null; embeddingsAllowedOrigins: readonly string[] },
  secrets: SecretBox,
  warn: (message: string) => void,
) {
  const runtime = new EmbeddingRuntime(config.embeddingModel);
  const models = new ModelDirectory(db, runtime, config.embeddingsAllowedOrigins, secrets);
  const pipeline = new EmbeddingPipeline(db, models, warn);
  pipeline.start();
  void runtime.loaded.then(() => {
    if (runtime.status === 'unavailable') warn(`embeddings: ${runtime.reason}`);
  });
  return { runtime, models, pipeline, vectors: new VectorSearch(db, models, warn) };
}
