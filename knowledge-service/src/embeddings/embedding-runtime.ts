import { embeddedModel, OnnxEmbedder, type Embedder } from '@switchboard/embedding-model';

export type EmbeddingStatus = 'loading' | 'ready' | 'unavailable' | 'off';

/**
 * The process's sentence-embedding model. It loads in the background so the service starts
 * at once; without its weights (not obtained, or switched off with KB_EMBEDDING_MODEL=none)
 * the service answers with BM25 alone and /health says why.
 */
export class EmbeddingRuntime {
  status: EmbeddingStatus;
  reason: string | null = null;
  embedder: Embedder | null = null;
  readonly loaded: Promise<Embedder | null>;

  constructor(readonly modelId: string | null) {
    this.status = modelId ? 'loading' : 'off';
    if (!modelId) this.reason = 'switched off (KB_EMBEDDING_MODEL=none): BM25 alone';
    this.loaded = modelId ? this.load(modelId) : Promise.resolve(null);
  }

  private async load(modelId: string): Promise<Embedder | null> {
    try {
      const model = embeddedModel(modelId);
      const embedder = await OnnxEmbedder.load(model);
      if (!embedder) {
        this.status = 'unavailable';
        this.reason = `weights of ${modelId} not obtained (npm start or npm test obtains them): BM25 alone`;
        return null;
      }
      this.embedder = embedder;
      this.status = 'ready';
      return embedder;
    } catch (error) {
      this.status = 'unavailable';
      this.reason = `${modelId} failed to load: ${error instanceof Error ? error.message : String(error)}`;
      return null;
    }
  }

  async close(): Promise<void> {
    const embedder = await this.loaded;
    this.embedder = null;
    if (embedder instanceof OnnxEmbedder) await embedder.close();
  }
}
