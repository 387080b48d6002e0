import { normalise } from '../embedder';

/** A deterministic generator (mulberry32): tests and the bench need repeatable vectors, not random ones. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Unit vectors in clusters around topics, like a knowledge base's passages: many near
 * neighbours with close scores, the hard case for a rounded index.
 */
export function clusteredVectors(
  count: number,
  dims: number,
  seed: number,
  topics = 50,
): Float32Array[] {
  const random = seededRandom(seed);
  const gaussian = () =>
    Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
  const centres = Array.from({ length: topics }, () =>
    normalise(Float32Array.from({ length: dims }, gaussian)),
  );
  return Array.from({ length: count }, (_, i) => {
    const centre = centres[i % topics]!;
    return normalise(Float32Array.from(centre, (value) => value + 0.08 * gaussian()));
  });
}
