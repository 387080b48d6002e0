import { dot } from '../embedder';
import { clusteredVectors } from './clustered-vectors';
import { VectorIndex, type Precision } from './vector-index';

const DIMS = 384;

// A fixed sequence, so every run measures the same vectors (a hash of the step, not Math.random).
function fixedSequence(seed: number): () => number {
  let step = seed;
  return () => {
    const x = Math.sin(++step * 12.9898) * 43758.5453;
    return x - Math.floor(x);
  };
}

function exactRanking(vectors: Float32Array[], query: Float32Array, k: number): number[] {
  return vectors
    .map((v, id) => ({ id, score: dot(v, query) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, k)
    .map((hit) => hit.id);
}

function filled(vectors: Float32Array[], precision: Precision): VectorIndex {
  // A small starting capacity, so growing is exercised too.
  const index = new VectorIndex(DIMS, precision, 16);
  vectors.forEach((v, id) => index.upsert(id, v));
  return index;
}

describe('VectorIndex', () => {
  const vectors = clusteredVectors(3000, DIMS, fixedSequence(7));
  const queries = clusteredVectors(100, DIMS, fixedSequence(99_000));

  it('float32 returns exactly the brute-force top 10, best first, with the cosines', () => {
    const index = filled(vectors, 'float32');
    for (const query of queries.slice(0, 20)) {
      const hits = index.search(query, 10);
      expect(hits.map((h) => h.id)).toEqual(exactRanking(vectors, query, 10));
      expect(hits[0]!.score).toBeCloseTo(dot(vectors[hits[0]!.id]!, query), 5);
    }
  });

  it('float32 narrowed by the native pass ranks and scores exactly as the scan over every vector', () => {
    const many = clusteredVectors(6000, DIMS, fixedSequence(11));
    const index = filled(many, 'float32');
    for (const query of queries.slice(0, 20)) {
      // Asking for every vector scans them all in JS; asking for 50 takes the native pass.
      const scanned = index.search(query, many.length).slice(0, 50);
      expect(index.search(query, 50)).toEqual(scanned);
    }
  });

  it('int8 keeps ≥ 97% of the float32 top 10 and every cosine within 0.01 (measured ranking error)', () => {
    const exact = filled(vectors, 'float32');
    const rounded = filled(vectors, 'int8');
    let kept = 0;
    let worst = 0;
    for (const query of queries) {
      const truth = new Set(exact.search(query, 10).map((h) => h.id));
      const hits = rounded.search(query, 10);
      kept += hits.filter((h) => truth.has(h.id)).length;
      for (const hit of hits)
        worst = Math.max(worst, Math.abs(hit.score - dot(vectors[hit.id]!, query)));
    }
    const recall = kept / (queries.length * 10);
    expect(recall).toBeGreaterThanOrEqual(0.97);
    expect(worst).toBeLessThan(0.01);
    expect(rounded.bytes).toBeLessThan(exact.bytes / 3);
  });

  it.each<Precision>(['float32', 'int8'])(
    '%s replaces an id in place and removes by moving the last',
    (precision) => {
      const index = filled(vectors.slice(0, 5), precision);
      index.upsert(2, vectors[4]!);
      expect(index.size).toBe(5);
      expect(
        index
          .search(vectors[4]!, 2)
          .map((h) => h.id)
          .sort(),
      ).toEqual([2, 4]);
      expect(index.remove(0)).toBe(true);
      expect(index.remove(0)).toBe(false);
      expect(index.size).toBe(4);
      expect(index.search(vectors[0]!, 4).map((h) => h.id)).not.toContain(0);
      // The vector moved into the freed slot still answers for its own id.
      expect(index.search(vectors[3]!, 1)[0]!.id).toBe(3);
    },
  );

  it('refuses a vector of another model size', () => {
    const index = new VectorIndex(DIMS);
    expect(() => index.upsert(1, new Float32Array(768))).toThrow('768 dimensions');
    expect(() => index.search(new Float32Array(3), 1)).toThrow('query of 3 dimensions');
  });
});
