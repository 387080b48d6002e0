import type { Db } from '@switchboard/server-kit/db/connect';
import type { SecretBox } from '../secrets/secret-box';
import { CompanionVectors } from './companion-vectors';
import { ModelDirectory } from './model-directory';
import { EmbeddingPipeline } from './embedding-pipeline';
import { EmbeddingRuntime } from './embedding-runtime';
import { VectorSearch } from './vector-search';

/** Loads the model in the background and starts the pipeline once it is loaded: the start never waits for it. */
export function startEmbeddings(
  db: Db,
  config: {
    embeddingModel: string | null;
    companionModels: readonly string[];
    embeddingsAllowedOrigins: readonly string[];
  },
  secrets: SecretBox,
  warn: (message: string) => void,
) {
  const runtime = new EmbeddingRuntime(config.embeddingModel);
  const models = new ModelDirectory(db, runtime, config.embeddingsAllowedOrigins, secrets);
  const companions = config.companionModels.map((id) => new EmbeddingRuntime(id));
  const pipeline = new EmbeddingPipeline(
    db,
    models,
    warn,
    companions.length > 0 ? new CompanionVectors(db, companions, warn) : undefined,
  );
  pipeline.start();
  for (const model of [runtime, ...companions])
    void model.loaded.then(() => {
      if (model.status === 'unavailable') warn(`embeddings: ${model.reason}`);
    });
  return {
    runtime,
    companions,
    models,
    pipeline,
    vectors: new VectorSearch(db, models, warn, companions),
    async close() {
      await pipeline.stop();
      await Promise.all([runtime, ...companions].map((model) => model.close()));
    },
  };
}
