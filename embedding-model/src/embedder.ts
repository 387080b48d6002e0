/** What turns text into vectors: the embedded model or an OpenAI-compatible endpoint. */
export type TextKind = 'query' | 'passage';

export interface Embedder {
  /** Stored beside each vector; vectors of different models are never compared. */
  readonly modelId: string;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: readonly string[], kind: TextKind): Promise<Float32Array[]>;
}

export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

/** Dot product: the cosine for unit vectors. */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
