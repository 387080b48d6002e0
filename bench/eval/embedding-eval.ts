/**
 * `npx tsx bench/eval/embedding-eval.ts [model-id …]`: which embedding model, and how to
 * use it, by measurement over the repo's evaluation questions on a fresh seeded platform.
 * For each model: BM25 (the current retriever), vector similarity, and both fused by
 * reciprocal rank fusion, scored by first source, Recall@5 and MRR on the odd half (for
 * tuning) and the even half (held out); an answer-sentence experiment (cosine plus a
 * weight of word overlap, the weight chosen on odd); a decline rule calibrated on odd and
 * judged on even; and the end-to-end answer rate those two give. It obtains the weights
 * it lacks first (the same pinned step as `npm start`). Reads the service, changes nothing.
 */
import { EMBEDDED_MODELS, embeddedModel, OnnxEmbedder } from '@switchboard/embedding-model';
import { distinctInOrder, mean, recallAt, reciprocalRank, states } from './metrics';
import {
  calibrateDecline,
  candidatesOf,
  declineFigures,
  declines,
  sentenceRight,
  WEIGHTS,
} from './embeddings/answer-experiments';
import { MIN_CONFIDENCE } from '@switchboard/knowledge-service/retrieval';
import { composeOnHybrid, type ComposedOnHybrid } from './embeddings/composer-on-hybrid';
import { startExperiment, type EvalChunk, type EvalQuestion } from './embeddings/collect';
import {
  rankChunks,
  RANKINGS,
  runModel,
  type Ranking,
  type VectorSide,
} from './embeddings/rankings';

const HALVES = ['odd', 'even'] as const;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const answerableOf = (questions: EvalQuestion[]) => questions.filter((q) => q.fact !== undefined);

function rankingFigures(
  ranking: Ranking,
  questions: EvalQuestion[],
  vector: Map<string, VectorSide>,
  byId: Map<number, EvalChunk>,
) {
  const docs = answerableOf(questions).map((q) => ({
    q,
    ranked: distinctInOrder(
      rankChunks(ranking, q, vector.get(q.id)!, byId).map((id) => byId.get(id)!.owner),
    ),
  }));
  return {
    firstSource: mean(docs.map(({ q, ranked }) => (ranked[0] === q.source ? 1 : 0))),
    recall5: mean(docs.map(({ q, ranked }) => recallAt(ranked, new Set([q.source!]), 5))),
    mrr: mean(docs.map(({ q, ranked }) => reciprocalRank(ranked, new Set([q.source!])))),
  };
}

const composedRight = (questions: EvalQuestion[]) =>
  mean(
    answerableOf(questions).map((q) =>
      !q.composed.declined && states(q.composed.answer, q.fact!) ? 1 : 0,
    ),
  );

async function main(): Promise<void> {
  const ids = process.argv.slice(2);
  const models = ids.length > 0 ? ids.map(embeddedModel) : [...EMBEDDED_MODELS];
  const { platform, chunks, byId, questions } = await startExperiment(models);
  try {
    const split = {
      odd: questions.filter((q) => q.half === 'odd'),
      even: questions.filter((q) => q.half === 'even'),
    };
    console.log(
      `\n${chunks.length} chunks in ${new Set(chunks.map((c) => c.slug)).size} bots; ${questions.length} questions (${answerableOf(questions).length} answerable), odd ${split.odd.length} / even ${split.even.length}.`,
    );
    console.log('\nCurrent service (BM25 + answer composer), for reference:');
    for (const h of HALVES) {
      const d = declineFigures(split[h], (q) => q.composed.declined);
      console.log(
        `- ${h}: answer right ${pct(composedRight(split[h]))}, out-of-scope declined ${pct(d.declined)}, answerable wrongly declined ${pct(d.wronglyDeclined)}`,
      );
    }
    for (const model of models) {
      const embedder = (await OnnxEmbedder.load(model))!;
      const run = await runModel(embedder, chunks, questions);
      console.log(`\n## ${model.id}\n`);
      console.log(
        `Embedding ${run.chunks} chunks: ${run.passageSeconds.toFixed(1)} s (${((run.passageSeconds * 1000) / run.chunks).toFixed(1)} ms a chunk, 1 thread); int8 index against float32: best passage changed for ${pct(run.int8.top1Changed)} of questions, ${pct(run.int8.top5Kept)} of the top 5 kept.\n`,
      );
      console.log(
        '| ranking | first source odd | first source even | Recall@5 odd | Recall@5 even | MRR odd | MRR even |\n|---|---|---|---|---|---|---|',
      );
      for (const ranking of RANKINGS) {
        const [odd, even] = HALVES.map((h) => rankingFigures(ranking, split[h], run.vector, byId));
        console.log(
          `| ${ranking} | ${pct(odd!.firstSource)} | ${pct(even!.firstSource)} | ${pct(odd!.recall5)} | ${pct(even!.recall5)} | ${odd!.mrr.toFixed(3)} | ${even!.mrr.toFixed(3)} |`,
        );
      }
      const ranked = new Map(
        questions.map((q) => [
          q.id,
          rankChunks('hybrid, current first', q, run.vector.get(q.id)!, byId),
        ]),
      );
      // The ceiling the answer step works under: is the fact in the passages it reads at all?
      for (const h of HALVES) {
        const within = (n: number) =>
          pct(
            mean(
              answerableOf(split[h]).map((q) =>
                ranked
                  .get(q.id)!
                  .slice(0, n)
                  .some((id) => states(byId.get(id)!.content, q.fact!))
                  ? 1
                  : 0,
              ),
            ),
          );
        console.log(
          `\nFact stated in the top 1 / 3 / 5 fused passages (${h}): ${within(1)} / ${within(3)} / ${within(5)}`,
        );
      }
      for (const span of [1, 2]) {
        const candidates = await candidatesOf(embedder, questions, ranked, run.vector, byId, span);
        console.log(
          `\nAnswer of ${span} sentence(s) from the top 3 fused passages, picked by cosine + w × word overlap (fact stated):\n`,
        );
        console.log(
          `| w | ${WEIGHTS.map((w) => (w === Infinity ? 'words only' : String(w))).join(' | ')} |\n|---|${WEIGHTS.map(() => '---|').join('')}`,
        );
        for (const h of HALVES)
          console.log(
            `| ${h} | ${WEIGHTS.map((w) => pct(sentenceRight(split[h], candidates, w))).join(' | ')} |`,
          );
      }
      const composed = new Map<string, ComposedOnHybrid>();
      for (const q of questions)
        composed.set(q.id, await composeOnHybrid(platform.db, q, ranked.get(q.id)!, byId));
      const evidence = new Map(
        questions.map((q) => [
          q.id,
          { cosine: run.vector.get(q.id)!.topCosine, lexical: composed.get(q.id)!.confidence },
        ]),
      );
      const rules: [string, (q: EvalQuestion) => boolean][] = [
        [
          'lexical (composer threshold 0.12)',
          (q) => composed.get(q.id)!.confidence < MIN_CONFIDENCE,
        ],
        [
          'cosine alone',
          (
            (rule) => (q: EvalQuestion) =>
              declines(evidence.get(q.id)!, rule)
          )(calibrateDecline(split.odd, evidence, [0])),
        ],
        [
          'cosine + lexical',
          (
            (rule) => (q: EvalQuestion) =>
              declines(evidence.get(q.id)!, rule)
          )(calibrateDecline(split.odd, evidence)),
        ],
      ];
      const fitted = calibrateDecline(split.odd, evidence);
      console.log(
        `\nThe composer on the fused passages (hybrid, current first), with each decline rule (fitted on odd: decline when cosine + ${fitted.lexicalWeight} × confidence < ${fitted.threshold.toFixed(4)}):\n`,
      );
      console.log(
        '| decline rule | half | answer right | cited first right | out-of-scope declined | answerable wrongly declined |\n|---|---|---|---|---|---|',
      );
      for (const [name, decide] of rules)
        for (const h of HALVES) {
          const d = declineFigures(split[h], decide);
          const answerable = answerableOf(split[h]);
          const right = mean(
            answerable.map((q) =>
              !decide(q) && states(composed.get(q.id)!.text, q.fact!) ? 1 : 0,
            ),
          );
          const cited = mean(
            answerable.map((q) => (!decide(q) && composed.get(q.id)!.cited === q.source ? 1 : 0)),
          );
          console.log(
            `| ${name} | ${h} | ${pct(right)} | ${pct(cited)} | ${pct(d.declined)} | ${pct(d.wronglyDeclined)} |`,
          );
        }
      await embedder.close();
    }
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
