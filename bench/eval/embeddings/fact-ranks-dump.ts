/**
 * `npx tsx bench/eval/embeddings/fact-ranks-dump.ts [OUT.json]`: for every answerable evaluation
 * question, the two rankings the service fuses (BM25's and the vectors', each 50 deep, public
 * audience) and, for every chunk either holds, its title, whether it is outdated for this
 * question and whether it states the fact from the right document. fact-ranks.ts reads it to
 * place the fact's passage on each side and to re-fuse with other constants offline. Changes
 * nothing.
 */
import { writeFileSync } from 'node:fs';
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { isOutdated, retrieve, retrieveHybrid } from '@switchboard/knowledge-service/retrieval';
import { EVAL_QUESTION_SETS, evalHalf, isWorded } from '@switchboard/knowledge-service/seed';
import { states } from '../metrics';
import { startAnswerStepPlatform } from './answer-step-platform';

const DEPTH = 50;

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/fact-ranks.json';
  const { db, vectors, names, close } = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const rows: unknown[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of set.answerable) {
        // Twice the depth: every chunk either side ranked, in fused order.
        const hybrid = await retrieveHybrid(db, set.slug, q.question, 2 * DEPTH, vectors, 'public');
        const lexical = await retrieve(db, set.slug, q.question, DEPTH, 'public');
        const query = await vectors.embedQuestion(set.slug, q.question);
        const nearest = query ? await vectors.search(set.slug, query, DEPTH) : [];
        const seen = new Map(hybrid.chunks.map((c) => [c.chunkId, c]));
        const bm25 = lexical.chunks.map((c) => c.chunkId);
        const vector = nearest.filter((hit) => seen.has(hit.id)).map((hit) => hit.id);
        rows.push({
          id: q.id,
          slug: set.slug,
          group: isWorded(q.id) ? 'new' : evalHalf(q.id),
          question: q.question,
          fact: q.fact,
          fused: hybrid.chunks.map((c) => c.chunkId),
          bm25,
          vector,
          cosine: Object.fromEntries(nearest.map((hit) => [hit.id, hit.score])),
          chunks: Object.fromEntries(
            hybrid.chunks.map((c) => [
              c.chunkId,
              {
                title: c.title,
                doc: names.get((c.documentId ?? c.webpageId)!),
                chars: c.content.length,
                outdated: isOutdated(c.title, hybrid.analysis),
                fact:
                  names.get((c.documentId ?? c.webpageId)!) === q.source &&
                  states(c.content, q.fact),
                factAnywhere: states(c.content, q.fact),
                head: c.content.slice(0, 90),
              },
            ]),
          ),
        });
      }
  } finally {
    await close();
  }
  writeFileSync(out, JSON.stringify(rows));
  console.log(`${rows.length} questions → ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
