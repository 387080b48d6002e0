/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1), so every run of the seed (and
 * of the benchmarks that build synthetic data) produces the same values. Written here
 * because the maintained generators do not produce this sequence, which the seeded
 * history is built from.
 */
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
