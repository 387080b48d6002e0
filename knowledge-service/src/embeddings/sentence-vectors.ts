import type { Embedder, TextKind } from '@switchboard/embedding-model';

// About 1.5 KB a vector at 384 dimensions: 20,000 sentences hold 30 MB at most.
const CAPACITY = 20_000;

/**
 * Sentence vectors of one model and kind (passages, or questions such as staff answers'),
 * least recently used dropped first. The answer step reads its passages' sentence vectors
 * from the store the pipeline writes (sentence-vector-rows.ts); it embeds here only those
 * not stored yet (a chunk the pipeline has not reached, or re-titled since).
 */
export class SentenceVectors {
  private readonly cache = new Map<string, Float32Array>();

  constructor(
    private readonly embedder: Embedder,
    private readonly kind: TextKind,
  ) {}

  get modelId(): string {
    return this.embedder.modelId;
  }

  async vectors(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((text) => !this.cache.has(text)))];
    const embedded = await this.embedder.embed(missing, this.kind);
    missing.forEach((text, i) => this.cache.set(text, embedded[i]!));
    const found = texts.map((text) => {
      const vector = this.cache.get(text)!;
      // Read again: the Map's order is the recency order.
      this.cache.delete(text);
      this.cache.set(text, vector);
      return vector;
    });
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= CAPACITY) break;
      this.cache.delete(oldest);
    }
    return found;
  }
}
