/**
 * `npx tsx bench/eval/embeddings/choice-pool-companion.ts POOL.json MODEL OUT.json`: each
 * candidate sentence's cosine to the question on another embedded model (bge-small-en-v1.5-q,
 * all-minilm-l6-v2-q), read after its passage's title as the stored sentence vectors are, for
 * scoring a choice that weighs two models' nearness (choice-pool-signals.ts --companion OUT.json).
 * Embeds everything afresh; no platform, changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { EmbeddingRuntime, inContext } from '@switchboard/knowledge-service/retrieval';

interface Row {
  id: string;
  question: string;
  passages: { title: string }[];
  pool: { chunk: number; text: string }[];
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * b[i]!, 0);

async function main(): Promise<void> {
  const [
    input = '/tmp/choice-pool.json',
    model = 'bge-small-en-v1.5-q',
    out = '/tmp/choice-companion.json',
  ] = process.argv.slice(2);
  const rows = JSON.parse(readFileSync(input, 'utf8')) as Row[];
  const runtime = new EmbeddingRuntime(model);
  const embedder = await runtime.loaded;
  if (!embedder) throw new Error(`no weights for ${model}`);
  const result: Record<string, number[]> = {};
  try {
    for (const row of rows) {
      const [question] = await embedder.embed([row.question], 'query');
      const sentences = await embedder.embed(
        row.pool.map((c) => inContext(row.passages[c.chunk]!.title, c.text)),
        'passage',
      );
      result[row.id] = sentences.map((s) => dot(question!, s));
    }
  } finally {
    await runtime.close();
  }
  writeFileSync(out, JSON.stringify(result));
  console.log(`${rows.length} questions → ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
