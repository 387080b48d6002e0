import { dot, type Embedder, type Hit, type TextKind } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import { timed } from '../stage-timings';
import type { ModelDirectory } from './model-directory';
import { VectorStore } from './vector-store';
import { inContext, type PassageSentences, type SentenceAt } from './sentence-texts';
import { readSentenceVectors } from './sentence-vector-rows';
import { SentenceVectors } from './sentence-vectors';

/**
 * What retrieval asks of the embeddings: the question's vector in the bot's own model and
 * the bot's nearest chunks of that model (one in-memory store per model, so vectors of two
 * models are never compared).
 */
export class VectorSearch {
  private readonly stores = new Map<string, VectorStore>();
  // The store and model a question's vector belongs to, so search() and cosines() need no
  // second look-up and never compare it with another model's vectors.
  private readonly storeOf = new WeakMap<
    Float32Array,
    { store: VectorStore; embedder: Embedder }
  >();
  // Sentence vectors per model and kind (passages for the answer step, questions for staff answers).
  private readonly sentences = new Map<string, SentenceVectors>();

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
    // Any instance learns of a change of model here, from the database, and lets go of the
    // old model's vectors at once: they are never searched again.
    if (bot.modelId) this.dropOtherModels(service, bot.modelId);
    if (!bot.embedder || !bot.modelId || bot.reembedding) return null;
    const store = this.store(bot.modelId);
    if ((await store.size(service)) === 0) return null;
    // A model failing on one question must not fail the chat: that answer is BM25's, logged.
    try {
      const [vector] = await bot.embedder.embed([question], 'query');
      if (!vector) return null;
      this.storeOf.set(vector, { store, embedder: bot.embedder });
      return vector;
    } catch (error) {
      this.warn(`embedding a question failed, BM25 alone: ${String(error)}`);
      return null;
    }
  }

  /** The nearest chunks to a vector embedQuestion returned. */
  async search(service: string, query: Float32Array, k: number): Promise<Hit[]> {
    return (await this.storeOf.get(query)?.store.search(service, query, k)) ?? [];
  }

  /** The model a vector embedQuestion returned was embedded with. */
  modelOf(query: Float32Array): string | null {
    return this.storeOf.get(query)?.embedder.modelId ?? null;
  }

  /**
   * The cosine of each sentence asked for to the question's vector, each sentence read after
   * its passage's title. Their vectors are read from those the pipeline stored with each
   * passage; a passage without them for its texts now (not reached yet, or re-titled since)
   * has its sentences embedded here, in a bounded cache. Null when the model fails on them:
   * the answer step then goes by words alone.
   */
  async cosines(
    query: Float32Array,
    passages: PassageSentences[],
    asked: SentenceAt[],
  ): Promise<number[] | null> {
    const embedder = this.storeOf.get(query)?.embedder;
    if (!embedder) return null;
    try {
      const stored = await timed('sentence vectors read', () =>
        readSentenceVectors(this.db, embedder.modelId, passages),
      );
      const missing = asked.filter(({ passage }) => !stored[passage]);
      const texts = missing.map(({ passage, index }) => {
        const { title, sentences } = passages[passage]!;
        return inContext(title, sentences[index]!);
      });
      const embedded =
        texts.length > 0
          ? await timed('sentence embedding', () =>
              this.sentencesOf(embedder, 'passage').vectors(texts),
            )
          : [];
      let next = 0;
      return asked.map(({ passage, index }) =>
        dot(query, stored[passage]?.[index] ?? embedded[next++]!),
      );
    } catch (error) {
      this.warn(`embedding answer sentences failed, words alone: ${String(error)}`);
      return null;
    }
  }

  /**
   * The asked question's cosine to each of other questions (staff answers'), all embedded
   * as questions in the bot's model. Null without the model, while it is being changed, or
   * when it fails: matching goes by words alone.
   */
  async questionCosines(
    service: string,
    question: string,
    others: string[],
  ): Promise<number[] | null> {
    const bot = await this.models.forService(service);
    if (!bot.embedder || bot.reembedding) return null;
    try {
      const [asked, ...vectors] = await this.sentencesOf(bot.embedder, 'query').vectors([
        question,
        ...others,
      ]);
      return vectors.map((vector) => dot(asked!, vector));
    } catch (error) {
      this.warn(`embedding staff questions failed, words alone: ${String(error)}`);
      return null;
    }
  }

  forget(service: string, chunkIds: number[]): void {
    for (const store of this.stores.values()) store.forget(service, chunkIds);
  }

  /** The vectors held in memory for a bot, by model (what /health reports). */
  heldFor(service: string): Record<string, number> {
    const held: Record<string, number> = {};
    for (const [modelId, store] of this.stores) {
      const size = store.held().get(service);
      if (size !== undefined) held[modelId] = size;
    }
    return held;
  }

  /** The vectors held in memory for every bot, by model: what the process holds. */
  heldByModel(): Record<string, number> {
    const held: Record<string, number> = {};
    for (const [modelId, store] of this.stores)
      held[modelId] = [...store.held().values()].reduce((sum, n) => sum + n, 0);
    return held;
  }

  /**
   * Lets go of the vectors of bots that are gone and of models bots no longer use, for bots
   * not asked since their change (the sweeper runs it, on every instance).
   */
  async prune(exists: (service: string) => Promise<boolean>): Promise<void> {
    const services = new Set(
      [...this.stores.values()].flatMap((store) => [...store.held().keys()]),
    );
    for (const service of services) {
      if (!(await exists(service))) this.dropOtherModels(service, null);
      else {
        const { modelId } = await this.models.forService(service);
        if (modelId) this.dropOtherModels(service, modelId);
      }
    }
  }

  /** Drops the bot from every model's store but `keep`'s; a store left empty goes. */
  private dropOtherModels(service: string, keep: string | null): void {
    for (const [modelId, store] of this.stores) {
      if (modelId === keep) continue;
      store.drop(service);
      if (store.held().size === 0) this.stores.delete(modelId);
    }
  }

  private store(modelId: string): VectorStore {
    let store = this.stores.get(modelId);
    if (!store) {
      store = new VectorStore(this.db, modelId);
      this.stores.set(modelId, store);
    }
    return store;
  }

  private sentencesOf(embedder: Embedder, kind: TextKind): SentenceVectors {
    const key = `${kind}:${embedder.modelId}`;
    let cached = this.sentences.get(key);
    if (!cached) {
      cached = new SentenceVectors(embedder, kind);
      this.sentences.set(key, cached);
    }
    return cached;
  }
}
