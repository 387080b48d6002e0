import { normalise } from '../embedder';
import type { Pooling } from '../models';

/**
 * One unit vector per sequence from the model's last hidden state ([batch, tokens, dims],
 * row-major): the [CLS] token's state, or the mean over the tokens the mask keeps
 * (padding excluded, as the sentence-transformers models were trained).
 */
export function pool(
  hidden: Float32Array,
  mask: readonly (readonly number[])[],
  dims: number,
  pooling: Pooling,
): Float32Array[] {
  const tokens = hidden.length / (mask.length * dims);
  return mask.map((row, b) => {
    const base = b * tokens * dims;
    if (pooling === 'cls') return normalise(hidden.slice(base, base + dims));
    const sum = new Float32Array(dims);
    let kept = 0;
    for (let t = 0; t < tokens; t++) {
      if (!row[t]) continue;
      kept++;
      const at = base + t * dims;
      for (let d = 0; d < dims; d++) sum[d]! += hidden[at + d]!;
    }
    if (kept > 0) for (let d = 0; d < dims; d++) sum[d]! /= kept;
    return normalise(sum);
  });
}
