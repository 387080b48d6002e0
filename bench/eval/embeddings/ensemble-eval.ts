/**
 * `npx tsx bench/eval/embeddings/ensemble-eval.ts`: does a second bi-encoder, beside the
 * service's model, rank the fused passages better or tell out-of-scope questions apart
 * better? No cross-encoder's weights are served by a registry this project reaches
 * (docs/answer-quality.md), so the second opinion has to come from the other two models
 * the weights step already obtains; beside them, a rerank needing no new model: each
 * passage scored by its best sentence's cosine in the service's model (the sentence
 * vectors the pipeline stores). Every chunk and question is embedded by all three;
 * each way of ranking is scored on the odd half (for choosing) and the even half (held
 * out): first source, MRR, and whether the fact is stated in the top 1 / 3 passages;
 * each margin (best cosine above the question's background) by its AUC between answerable
 * and out-of-scope questions. Reads the service, changes nothing.
 */
import {
  DEFAULT_MODEL_ID,
  dot,
  EMBEDDED_MODELS,
  embeddedModel,
  OnnxEmbedder,
  reciprocalRankFusion,
} from '@switchboard/embedding-model';
import { sentences } from '@switchboard/knowledge-service/retrieval';
import { distinctInOrder, mean, reciprocalRank, states } from '../metrics';
import { startExperiment, type EvalChunk, type EvalQuestion } from './collect';
import { currentFirst, passageText } from './rankings';

const HALVES = ['odd', 'even'] as const;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const DEPTH = 50;
const BACKGROUND_FROM = 5;

/** Per model: every chunk's cosine to each question, chunk ids by cosine. */
type Cosines = Map<string, Map<number, number>>;

/**
 * Each chunk of a question's bot scored by a model: the best cosine to the question among
 * the texts `textsOf` gives for the chunk (the whole passage, or each of its sentences).
 */
async function scoresOf(
  modelId: string,
  chunks: EvalChunk[],
  questions: EvalQuestion[],
  textsOf: (chunk: EvalChunk) => string[],
): Promise<Cosines> {
  const embedder = (await OnnxEmbedder.load(embeddedModel(modelId)))!;
  try {
    const texts = chunks.map(textsOf);
    const flat = await embedder.embed(texts.flat(), 'passage');
    const queries = await embedder.embed(
      questions.map((q) => q.question),
      'query',
    );
    const own: Float32Array[][] = [];
    let at = 0;
    for (const list of texts) {
      own.push(flat.slice(at, at + list.length));
      at += list.length;
    }
    const out: Cosines = new Map();
    questions.forEach((q, i) => {
      const scores = new Map<number, number>();
      chunks.forEach((chunk, j) => {
        if (chunk.slug === q.slug)
          scores.set(chunk.id, Math.max(-1, ...own[j]!.map((v) => dot(queries[i]!, v))));
      });
      out.set(q.id, scores);
    });
    return out;
  } finally {
    await embedder.close();
  }
}

/**
 * A passage's sentences read after its title, as the answer step and the stored sentence
 * vectors read them: scored by the best of them, a late-interaction score from vectors the
 * pipeline already stores, a reranker needing no new model.
 */
const sentencesInContext = (c: EvalChunk) =>
  sentences(c.content)
    .map((s) => s.trim())
    .map((s) => (c.title ? `${c.title}: ${s}` : s));

const byCosine = (scores: Map<number, number>) =>
  [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);

function margin(scores: Map<number, number>): number {
  const sorted = [...scores.values()].sort((a, b) => b - a).slice(0, DEPTH);
  const rest = sorted.slice(BACKGROUND_FROM);
  const from = rest.length > 0 ? rest : sorted;
  const background = from.reduce((s, c) => s + c, 0) / Math.max(from.length, 1);
  return (sorted[0] ?? background) - background;
}

/** AUC: the chance an answerable question's value beats an out-of-scope one's. */
function auc(questions: EvalQuestion[], value: (q: EvalQuestion) => number): number {
  const pos = questions.filter((q) => q.fact !== undefined).map(value);
  const neg = questions.filter((q) => q.fact === undefined).map(value);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / Math.max(pos.length * neg.length, 1);
}

async function main(): Promise<void> {
  const { platform, chunks, byId, questions } = await startExperiment(EMBEDDED_MODELS);
  try {
    const cos = new Map<string, Cosines>();
    for (const model of EMBEDDED_MODELS) {
      const started = performance.now();
      cos.set(model.id, await scoresOf(model.id, chunks, questions, (c) => [passageText(c)]));
      console.log(`${model.id}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const best = await scoresOf(DEFAULT_MODEL_ID, chunks, questions, sentencesInContext);
    const main = DEFAULT_MODEL_ID;
    const others = EMBEDDED_MODELS.map((m) => m.id).filter((id) => id !== main);
    const ranked = (model: string, q: EvalQuestion) =>
      byCosine(cos.get(model)!.get(q.id)!).slice(0, DEPTH);
    const fuse = (q: EvalQuestion, lists: number[][], weights?: number[]) =>
      currentFirst(reciprocalRankFusion(lists, weights ? { weights } : {}), q, byId);
    const base = (q: EvalQuestion) => fuse(q, [q.bm25, ranked(main, q)]);

    const rankings: [string, (q: EvalQuestion) => number[]][] = [
      ['hybrid (BM25 + e5), the service', base],
    ];
    for (const other of others) {
      rankings.push([
        `RRF BM25 + e5 + ${other}`,
        (q) => fuse(q, [q.bm25, ranked(main, q), ranked(other, q)]),
      ]);
      rankings.push([
        `RRF BM25 + e5 + ${other} (second model ½)`,
        (q) => fuse(q, [q.bm25, ranked(main, q), ranked(other, q)], [1, 1, 0.5]),
      ]);
    }
    rankings.push([
      'RRF BM25 + all three',
      (q) => fuse(q, [q.bm25, ...EMBEDDED_MODELS.map((m) => ranked(m.id, q))]),
    ]);
    rankings.push([
      'RRF BM25 + mean cosine of the three',
      (q) => {
        const mean3 = new Map<number, number>();
        for (const m of EMBEDDED_MODELS)
          for (const [id, c] of cos.get(m.id)!.get(q.id)!)
            mean3.set(id, (mean3.get(id) ?? 0) + c / 3);
        return fuse(q, [q.bm25, byCosine(mean3).slice(0, DEPTH)]);
      },
    ]);
    for (const n of [10, 20, 30])
      for (const other of others) {
        // The fused top n re-ordered by the fused rank and the second model's rank, fused again.
        rankings.push([
          `top ${n} re-fused with ${other}'s rank`,
          (q) => {
            const top = base(q).slice(0, n);
            const second = cos.get(other)!.get(q.id)!;
            const bySecond = [...top].sort((a, b) => second.get(b)! - second.get(a)!);
            const again = currentFirst(reciprocalRankFusion([top, bySecond]), q, byId);
            return [...again, ...base(q).slice(n)];
          },
        ]);
        rankings.push([
          `top ${n} re-ordered by ${other}'s cosine`,
          (q) => {
            const top = base(q).slice(0, n);
            const second = cos.get(other)!.get(q.id)!;
            const bySecond = currentFirst(
              top.map((id) => ({ id, score: second.get(id)! + 1 })),
              q,
              byId,
            );
            return [...bySecond, ...base(q).slice(n)];
          },
        ]);
      }

    rankings.push([
      'RRF BM25 + e5 + e5 best sentence',
      (q) => fuse(q, [q.bm25, ranked(main, q), byCosine(best.get(q.id)!).slice(0, DEPTH)]),
    ]);
    for (const n of [5, 10, 20]) {
      rankings.push([
        `top ${n} re-ordered by e5 best sentence`,
        (q) => {
          const top = base(q).slice(0, n);
          const scores = best.get(q.id)!;
          return [
            ...currentFirst(
              top.map((id) => ({ id, score: scores.get(id)! + 1 })),
              q,
              byId,
            ),
            ...base(q).slice(n),
          ];
        },
      ]);
      rankings.push([
        `top ${n} re-fused with e5 best sentence's rank`,
        (q) => {
          const top = base(q).slice(0, n);
          const scores = best.get(q.id)!;
          const bySentence = [...top].sort((a, b) => scores.get(b)! - scores.get(a)!);
          return [
            ...currentFirst(reciprocalRankFusion([top, bySentence]), q, byId),
            ...base(q).slice(n),
          ];
        },
      ]);
    }
    const split = {
      odd: questions.filter((q) => q.half === 'odd'),
      even: questions.filter((q) => q.half === 'even'),
    };
    console.log(
      '\n| ranking | first source odd | even | MRR odd | even | fact top 1 odd | even | fact top 3 odd | even |\n|---|---|---|---|---|---|---|---|---|',
    );
    for (const [name, rank] of rankings) {
      const cells = HALVES.map((h) => {
        const answerable = split[h].filter((q) => q.fact !== undefined);
        const docs = answerable.map((q) => {
          const ids = rank(q);
          return { q, ids, owners: distinctInOrder(ids.map((id) => byId.get(id)!.owner)) };
        });
        const within = (k: number) =>
          mean(
            docs.map(({ q, ids }) =>
              ids.slice(0, k).some((id) => states(byId.get(id)!.content, q.fact!)) ? 1 : 0,
            ),
          );
        return {
          first: mean(docs.map(({ q, owners }) => (owners[0] === q.source ? 1 : 0))),
          mrr: mean(docs.map(({ q, owners }) => reciprocalRank(owners, new Set([q.source!])))),
          top1: within(1),
          top3: within(3),
        };
      });
      const [o, e] = cells as [(typeof cells)[0], (typeof cells)[0]];
      console.log(
        `| ${name} | ${pct(o.first)} | ${pct(e.first)} | ${o.mrr.toFixed(3)} | ${e.mrr.toFixed(3)} | ${pct(o.top1)} | ${pct(e.top1)} | ${pct(o.top3)} | ${pct(e.top3)} |`,
      );
    }
    console.log('\n| margin (best cosine above background) | AUC odd | AUC even |\n|---|---|---|');
    const margins: [string, (q: EvalQuestion) => number][] = [
      ...EMBEDDED_MODELS.map(
        (m) =>
          [m.id, (q: EvalQuestion) => margin(cos.get(m.id)!.get(q.id)!)] as [
            string,
            (q: EvalQuestion) => number,
          ],
      ),
      ...others.map(
        (other) =>
          [
            `e5 + ${other}`,
            (q: EvalQuestion) =>
              margin(cos.get(main)!.get(q.id)!) + margin(cos.get(other)!.get(q.id)!),
          ] as [string, (q: EvalQuestion) => number],
      ),
      [
        'sum of the three',
        (q) => EMBEDDED_MODELS.reduce((s, m) => s + margin(cos.get(m.id)!.get(q.id)!), 0),
      ],
    ];
    for (const [name, value] of margins)
      console.log(
        `| ${name} | ${auc(split.odd, value).toFixed(3)} | ${auc(split.even, value).toFixed(3)} |`,
      );
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
