import type { Embedder, TextKind } from '@switchboard/embedding-model';

// About 1.5 KB a vector at 384 dimensions: 20,000 sentences hold 30 MB at most.
const CAPACITY = 20_000;

/**
 * Sentence vectors of one model and kind (passages, or questions such as staff answers'), least recently used dropped first. Sentences are embedded
 * when an answer first reads them rather than stored: the answer step reads only the top
 * passages' sentences, and the seeded bots' answers come from a few hundred of them.
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
    // One text a pass: the int8 graph quantizes each pass's activations, so a vector embedded
    // beside others shifts with them, and an answer would depend on which questions came first.
    for (const text of missing)
      this.cache.set(text, (await this.embedder.embed([text], this.kind))[0]!);
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
