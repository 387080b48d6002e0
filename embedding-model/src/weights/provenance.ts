import { existsSync, readFileSync } from 'node:fs';
import type { EmbeddedModel } from '../models';
import { weightFiles } from './weights-dir';

/** Written beside the extracted files: where they came from, so a reader can check them. */
export interface Provenance {
  model: string;
  artifact: string;
  jarSha256: string;
  onnxSha256: string;
  tokenizerSha256: string;
  upstream: string;
  licence: string;
  obtainedAt: string;
}

export const coordinates = (model: EmbeddedModel) =>
  `${model.artifact.groupId}:${model.artifact.artifactId}:${model.artifact.version}:jar`;

/**
 * Present means extracted from the pinned JAR: a folder left by an older pin or a
 * half-finished extraction counts as missing and is obtained again.
 */
export function weightsPresent(model: EmbeddedModel, root?: string): boolean {
  const files = weightFiles(model, root);
  if (![files.onnx, files.tokenizer, files.provenance].every((file) => existsSync(file)))
    return false;
  try {
    const provenance = JSON.parse(readFileSync(files.provenance, 'utf8')) as Provenance;
    return provenance.jarSha256 === model.jarSha256;
  } catch {
    return false;
  }
}
