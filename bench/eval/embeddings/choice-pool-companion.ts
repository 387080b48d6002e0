/**
 * `npx tsx bench/eval/embeddings/choice-pool-companion.ts POOL.json MODEL OUT.json`: each
 * candidate sentence's cosine to the question on another embedded model (bge-small-en-v1.5-q,
 * all-minilm-l6-v2-q), read after its passage's title as the stored sentence vectors are, for
 * scoring a choice that weighs two models' nearness (choice-pool-signals.ts --companion OUT.json).
 * Embeds everything afresh; no platform, changes nothing.
 */
import { inContext } from '@switchboard/knowledge-service/retrieval';
import { dot, embedEachRow, readPool } from './choice-pool';

const [input, model = 'bge-small-en-v1.5-q', out = '/tmp/choice-companion.json'] =
  process.argv.slice(2);

embedEachRow(readPool(input), model, out, async (embedder, row) => {
  const [question] = await embedder.embed([row.question], 'query');
  const sentences = await embedder.embed(
    row.pool.map((c) => inContext(row.passages[c.chunk]!.title, c.text)),
    'passage',
  );
  return sentences.map((s) => dot(question!, s));
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
