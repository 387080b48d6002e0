import type { Hit } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { ModelDirectory } from '../bot-models/model-directory';
import { VectorStore } from './vector-store';

/**
 * What retrieval asks of the embeddings: the question's vector in the bot's own model and
 * the bot's nearest chunks of that model (one in-memory store per model, so vectors of two
 * models are never compared).
 */
export class VectorSearch {
  private readonly stores = new Map<string, VectorStore>();
  // The store a question's vector belongs to, so search() needs no second look-up.
  private readonly storeOf = new WeakMap<Float32Array, VectorStore>();

  constructor(
    private readonly db: Db,
    readonly models: ModelDirectory,
    private readonly warn: (message: string) => void,
  ) {}

  /**
   * Null (retrieval is BM25 alone) while the bot's model is unavailable, while its change of
   * model is being embedded, or before the bot has any vectors.
   */
  async embedQuestion(service: string, question: string): Promise<Float32Array | null> {
    const bot = await this.models.forService(service);
    if (!bot.embedder || !bot.modelId || bot.reembedding) return null;
    const store = this.store(bot.modelId);
    if ((await store.size(service)) === 0) return null;
    // A model failing on one question must not fail the chat: that answer is BM25's, logged.
    try {
      const [vector] = await bot.embedder.embed([question], 'query');
      if (!vector) return null;
      this.storeOf.set(vector, store);
      return vector;
    } catch (error) {
      this.warn(`embedding a question failed, BM25 alone: ${String(error)}`);
      return null;
    }
  }

  /** The nearest chunks to a vector embedQuestion returned. */
  async search(service: string, query: Float32Array, k: number): Promise<Hit[]> {
    return (await this.storeOf.get(query)?.search(service, query, k)) ?? [];
  }

  forget(service: string, chunkIds: number[]): void {
    for (const store of this.stores.values()) store.forget(service, chunkIds);
  }

  private store(modelId: string): VectorStore {
    let store = this.stores.get(modelId);
    if (!store) {
      store = new VectorStore(this.db, modelId);
      this.stores.set(modelId, store);
    }
    return store;
  }
}
