/**
 * `npx tsx bench/eval/embeddings/choice-pool-windows.ts POOL.json OUT.json`: for the pool that
 * choice-pool-dump.ts wrote, other readings of each candidate sentence's nearness to the
 * question, each a cosine the stored sentence vectors cannot give: the sentence framed as a
 * query rather than a passage (e5's symmetric use), the sentence read with the one before and
 * with the one after (a fact often needs its neighbour to name its topic), and its passage's
 * title alone. Embeds everything afresh on the embedded model; no platform, changes nothing.
 */
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { inContext } from '@switchboard/knowledge-service/retrieval';
import { dot, embedEachRow, readPool } from './choice-pool';

const [input, out = '/tmp/choice-windows.json'] = process.argv.slice(2);

embedEachRow(readPool(input), DEFAULT_MODEL_ID, out, async (embedder, row) => {
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
  return row.pool.map((c, i) => ({
    query: dot(question!, asQuery[i]!),
    withBefore: dot(question!, asPassage[3 * i + 1]!),
    withAfter: dot(question!, asPassage[3 * i + 2]!),
    alone: dot(question!, asPassage[3 * i]!),
    title: dot(question!, titles[c.chunk]!),
  }));
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
