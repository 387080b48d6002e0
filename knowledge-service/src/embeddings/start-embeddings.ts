import type { Db } from '@switchboard/server-kit/db/connect';
import { EmbeddingPipeline } from './embedding-pipeline';
import { EmbeddingRuntime } from './embedding-runtime';
import { VectorSearch } from './vector-search';

/** Loads the model in the background and starts the pipeline once it is loaded: the start never waits for it. */
export function startEmbeddings(db: Db, modelId: string | null, warn: (message: string) => void) {
  const runtime = new EmbeddingRuntime(modelId);
  const pipeline = new EmbeddingPipeline(db, runtime, warn);
  pipeline.start();
  void runtime.loaded.then(() => {
    if (runtime.status === 'unavailable') warn(`embeddings: ${runtime.reason}`);
  });
  return { runtime, pipeline, vectors: new VectorSearch(db, runtime, warn) };
}
