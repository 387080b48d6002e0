/**
 * `npx tsx bench/eval/embeddings/answer-step-dump.ts OUT.json`: for every evaluation question,
 * the chat's hybrid retrieval, its top passages' sentences rated by words and by cosine, and
 * what each way of choosing the answer sentence gives (fact stated, source, lexical
 * confidence, cosines), written as JSON for fitting the answer step and the decline rule on
 * the odd half. Reads the service, changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  answerAround,
  byWords,
  confidenceOf,
  coverageOf,
  EmbeddingRuntime,
  holdsWanted,
  ModelDirectory,
  rateSentences,
  retrieveHybrid,
  SecretBox,
  secretKeyOf,
  VectorSearch,
  wantedTypes,
  type RatedSentence,
  type SentenceChoice,
} from '@switchboard/knowledge-service/retrieval';
import { EVAL_QUESTION_SETS, evalHalf } from '@switchboard/knowledge-service/seed';
import { startEvalPlatform } from '../eval-platform';
import { states } from '../metrics';

const rrf =
  (k: number, lexicalWeight: number, restrict: boolean): SentenceChoice =>
  (pool) => {
    const lexical = [...pool]
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score || a.chunkIndex - b.chunkIndex);
    const meaning = [...pool].sort((a, b) => (b.cosine ?? 0) - (a.cosine ?? 0));
    const score = (c: RatedSentence) => {
      const l = lexical.indexOf(c);
      const m = meaning.indexOf(c);
      return (l < 0 ? 0 : lexicalWeight / (k + l + 1)) + 1 / (k + m + 1);
    };
    const eligible = restrict && lexical.length > 0 ? lexical : pool;
    return [...eligible].sort((a, b) => score(b) - score(a) || a.chunkIndex - b.chunkIndex)[0];
  };

const CHOICES: Record<string, SentenceChoice> = { words: byWords };
for (const k of [10, 60]) CHOICES[`rrf k${k} w1`] = rrf(k, 1, false);

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/answer-step.json';
  const platform = await startEvalPlatform(true);
  const runtime = new EmbeddingRuntime('e5-small-v2-q');
  await runtime.loaded;
  // The seeded bots use the embedded model: no endpoint key is ever sealed here.
  const secrets = new SecretBox(secretKeyOf(randomBytes(32).toString('base64url')));
  const models = new ModelDirectory(platform.db, runtime, [], secrets);
  const vectors = new VectorSearch(platform.db, models, (m) => console.warn(m));
  const names = new Map(
    (
      (await platform.db.execute(
        sql`SELECT id, file_name FROM kb_documents UNION ALL SELECT id, url FROM kb_webpages`,
      )) as unknown as { rows: { id: string; file_name: string }[] }
    ).rows.map((r) => [r.id, r.file_name]),
  );
  const rows: unknown[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of [...set.answerable, ...set.unanswerable]) {
        const fact = 'fact' in q ? q.fact : undefined;
        const source = 'source' in q ? q.source : undefined;
        const retrieval = await retrieveHybrid(
          platform.db,
          set.slug,
          q.question,
          5,
          vectors,
          'public',
        );
        const wanted = wantedTypes(retrieval.analysis.question);
        const asked = retrieval.analysis.words.map((w) => w.term);
        const variants: Record<string, unknown> = {};
        for (const depth of [3]) {
          const rating = await rateSentences(
            platform.db,
            retrieval,
            retrieval.chunks.slice(0, depth),
            retrieval.meaning,
          );
          const prose = rating.rated.filter((c) => !c.heading);
          for (const [name, choose] of Object.entries(CHOICES)) {
            const best = choose(prose) ?? choose(rating.rated);
            if (!best) {
              variants[`${name} d${depth}`] = null;
              continue;
            }
            const pick = answerAround(rating, best, wanted, asked);
            const confidence = confidenceOf(
              coverageOf(pick.held, retrieval.scored, retrieval.analysis),
              pick.chunk,
              holdsWanted(pick.text, wanted),
            );
            const owner = names.get(String(pick.chunk.documentId ?? pick.chunk.webpageId));
            variants[`${name} d${depth}`] = {
              right: typeof fact === 'string' && states(pick.text, fact),
              cited: owner === source,
              confidence,
              cosine: best.cosine,
              lexical: best.score,
              text: pick.text,
            };
          }
          if (depth === 3)
            variants.maxSentenceCosine = Math.max(...rating.rated.map((c) => c.cosine ?? 0));
        }
        const query = await vectors.embedQuestion(set.slug, q.question);
        const hits = query ? await vectors.search(set.slug, query, 50) : [];
        rows.push({
          hits: hits.map((h) => h.score),
          id: q.id,
          slug: set.slug,
          question: q.question,
          fact,
          source,
          half: evalHalf(q.id),
          topCosine: Math.max(...retrieval.chunks.map((c) => c.cosine ?? 0)),
          firstCosine: retrieval.chunks[0]?.cosine,
          firstCoverage: retrieval.chunks[0]?.coverage,
          firstBm25: retrieval.chunks[0]?.bm25,
          variants,
        });
      }
  } finally {
    await runtime.close();
    await platform.close();
  }
  writeFileSync(out, JSON.stringify(rows));
  console.log(`${rows.length} questions → ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
