/**
 * `npx tsx bench/eval/embeddings/choice-pool-windows.ts POOL.json OUT.json`: for the pool that
 * choice-pool-dump.ts wrote, other readings of each candidate sentence's nearness to the
 * question, each a cosine the stored sentence vectors cannot give: the sentence framed as a
 * query rather than a passage (e5's symmetric use), the sentence read with the one before and
 * with the one after (a fact often needs its neighbour to name its topic), and its passage's
 * title alone. Embeds everything afresh on the embedded model; no platform, changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { EmbeddingRuntime, inContext } from '@switchboard/knowledge-service/retrieval';

interface Candidate {
  chunk: number;
  index: number;
  text: string;
}

interface Row {
  id: string;
  question: string;
  passages: { title: string }[];
  pool: (Candidate & Record<string, unknown>)[];
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * b[i]!, 0);

async function main(): Promise<void> {
  const [input = '/tmp/choice-pool.json', out = '/tmp/choice-windows.json'] = process.argv.slice(2);
  const rows = JSON.parse(readFileSync(input, 'utf8')) as Row[];
  const runtime = new EmbeddingRuntime(DEFAULT_MODEL_ID);
  const embedder = await runtime.loaded;
  if (!embedder) throw new Error(`no weights for ${DEFAULT_MODEL_ID}`);
  const result: Record<string, Record<string, number>[]> = {};
  try {
    for (const row of rows) {
      const [question] = await embedder.embed([row.question], 'query');
      const at = new Map(row.pool.map((c) => [`${c.chunk}:${c.index}`, c.text]));
      const titles = await embedder.embed(
        row.passages.map((p) => p.title),
        'passage',
      );
      const texts = row.pool.flatMap((c) => {
        const title = row.passages[c.chunk]!.title;
        const before = at.get(`${c.chunk}:${c.index - 1}`);
        const after = at.get(`${c.chunk}:${c.index + 1}`);
        return [
          inContext(title, c.text),
          inContext(title, before ? `${before} ${c.text}` : c.text),
          inContext(title, after ? `${c.text} ${after}` : c.text),
        ];
      });
      const asQuery = await embedder.embed(
        row.pool.map((c) => inContext(row.passages[c.chunk]!.title, c.text)),
        'query',
      );
      const asPassage = await embedder.embed(texts, 'passage');
      result[row.id] = row.pool.map((c, i) => ({
        query: dot(question!, asQuery[i]!),
        withBefore: dot(question!, asPassage[3 * i + 1]!),
        withAfter: dot(question!, asPassage[3 * i + 2]!),
        alone: dot(question!, asPassage[3 * i]!),
        title: dot(question!, titles[c.chunk]!),
      }));
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
