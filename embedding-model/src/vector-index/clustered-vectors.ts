import { normalise } from '../embedder';

/**
 * Unit vectors in clusters around topics, like a knowledge base's passages: many near
 * neighbours with close scores, the hard case for a rounded index. `random` is a seeded
 * generator, so tests and the bench see the same vectors every run.
 */
export function clusteredVectors(
  count: number,
  dims: number,
  random: () => number,
  topics = 50,
): Float32Array[] {
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
