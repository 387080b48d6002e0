import path from 'node:path';
import type { EmbeddedModel } from '../models';

/** Git-ignored: weights come from the registry, never from the repository. */
export const DEFAULT_WEIGHTS_DIR = path.resolve(__dirname, '../../.weights');

export const weightsRoot = (env: NodeJS.ProcessEnv = process.env) =>
  env.EMBEDDING_WEIGHTS_DIR || DEFAULT_WEIGHTS_DIR;

export interface WeightFiles {
  dir: string;
  onnx: string;
  tokenizer: string;
  provenance: string;
}

export function weightFiles(model: EmbeddedModel, root = weightsRoot()): WeightFiles {
  const dir = path.join(root, model.id);
  return {
    dir,
    onnx: path.join(dir, model.onnxFile),
    tokenizer: path.join(dir, model.tokenizerFile),
    provenance: path.join(dir, 'provenance.json'),
  };
}
