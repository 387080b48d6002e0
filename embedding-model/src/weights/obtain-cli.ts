/**
 * `node --import tsx embedding-model/src/weights/obtain-cli.ts [model-id …]`: obtains the
 * embedding weights that are missing (default: the service's model). Exits 2 when one could
 * not be obtained, after saying why; the caller carries on and the service answers with
 * BM25 alone.
 */
import { DEFAULT_MODEL_ID, embeddedModel } from '../models';
import { coordinates } from './provenance';
import { obtainWeights } from './obtain-weights';

const ids = process.argv.slice(2);
let failed = false;
for (const id of ids.length > 0 ? ids : [DEFAULT_MODEL_ID]) {
  const model = embeddedModel(id);
  const started = Date.now();
  const result = obtainWeights(model);
  if (result.status === 'unavailable') {
    failed = true;
    console.warn(
      `Embedding model ${id} unavailable (${result.reason}). Fetching ${coordinates(model)} failed; the knowledge service will answer with BM25 alone.`,
    );
  } else if (result.status === 'obtained')
    console.log(
      `Embedding model ${id} obtained and verified in ${((Date.now() - started) / 1000).toFixed(1)} s → ${result.dir}`,
    );
}
if (failed) process.exitCode = 2;
