import path from 'node:path';
import type { EmbeddedModel } from '../models';

/**
 * Git-ignored: weights come from the registry, never from the repository. Found through the
 * package's own name, which resolves the same from source and from the platform's test
 * bundle (where __dirname is the bundle's folder).
 */
export const DEFAULT_WEIGHTS_DIR = path.join(
  path.dirname(require.resolve('@switchboard/embedding-model/package.json')),
  '.weights',
);

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
