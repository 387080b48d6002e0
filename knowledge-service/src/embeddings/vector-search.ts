import { dot, type Hit } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { EmbeddingRuntime } from './embedding-runtime';
import { VectorStore } from './vector-store';
import { SentenceVectors } from './sentence-vectors';

/** What retrieval asks of the embeddings: the question's vector and the bot's nearest chunks. */
export class VectorSearch {
  private store: VectorStore | null = null;
  private sentences: SentenceVectors | null = null;
  private questions: SentenceVectors | null = null;

  constructor(
    private readonly db: Db,
    private readonly runtime: EmbeddingRuntime,
    private readonly warn: (message: string) => void,
  ) {}

  /** Null while the model is unavailable or the bot has no vectors yet: retrieval is BM25 alone. */
  async embedQuestion(service: string, question: string): Promise<Float32Array | null> {
    const store = this.ready();
    if (!store || (await store.size(service)) === 0) return null;
    // A model failing on one question must not fail the chat: that answer is BM25's, logged.
    try {
      const [vector] = await this.runtime.embedder!.embed([question], 'query');
      return vector ?? null;
    } catch (error) {
      this.warn(`embedding a question failed, BM25 alone: ${String(error)}`);
      return null;
    }
  }

  async search(service: string, query: Float32Array, k: number): Promise<Hit[]> {
    return (await this.ready()?.search(service, query, k)) ?? [];
  }

  /**
   * Each text's cosine to the question's vector (texts embedded as passages, kept in a
   * bounded cache: the answer step rates the same passages' sentences again and again).
   * Null when the model fails on them: the answer step then goes by words alone.
   */
  async cosines(query: Float32Array, texts: string[]): Promise<number[] | null> {
    const embedder = this.runtime.embedder;
    if (!embedder) return null;
    if (this.sentences?.modelId !== embedder.modelId)
      this.sentences = new SentenceVectors(embedder, 'passage');
    try {
      return (await this.sentences.vectors(texts)).map((vector) => dot(query, vector));
    } catch (error) {
      this.warn(`embedding answer sentences failed, words alone: ${String(error)}`);
      return null;
    }
  }

  /**
   * The asked question's cosine to each of other questions (staff answers'), all embedded
   * as questions. Null without the model or when it fails: matching goes by words alone.
   */
  async questionCosines(question: string, others: string[]): Promise<number[] | null> {
    const embedder = this.runtime.embedder;
    if (!embedder) return null;
    if (this.questions?.modelId !== embedder.modelId)
      this.questions = new SentenceVectors(embedder, 'query');
    try {
      const [asked, ...vectors] = await this.questions.vectors([question, ...others]);
      return vectors.map((vector) => dot(asked!, vector));
    } catch (error) {
      this.warn(`embedding staff questions failed, words alone: ${String(error)}`);
      return null;
    }
  }

  forget(service: string, chunkIds: number[]): void {
    this.store?.forget(service, chunkIds);
  }

  private ready(): VectorStore | null {
    const embedder = this.runtime.embedder;
    if (!embedder) return null;
    if (this.store?.modelId !== embedder.modelId)
      this.store = new VectorStore(this.db, embedder.modelId);
    return this.store;
  }
}
