/**
 * `npx tsx bench/eval/decline/second-model-decline.ts`: would a second embedded model's
 * margin (its nearest passage's cosine above its background, as hybrid-retriever.ts reads
 * the service model's) help the decline as a fourth feature? The service's three signals
 * come from `gatherSignals`; the second models' margins from every chunk of a fresh seeded
 * platform embedded by each model. Each rule is fitted on the odd ids, its threshold the
 * lowest declining 95% of the odd out-of-scope questions (as `npm run eval:decline`), and
 * judged held out. Reads the service, changes nothing.
 */
import { DEFAULT_MODEL_ID, dot, EMBEDDED_MODELS, OnnxEmbedder } from '@switchboard/embedding-model';
import { declineFeatures } from '@switchboard/knowledge-service/retrieval';
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';
import { startEvalPlatform } from '../eval-platform';
import { loadChunks } from '../embeddings/collect';
import { passageText } from '../embeddings/rankings';
import { gatherSignals, type SignalRow } from './gather-signals';
import { fitLogistic, probabilityOf } from './logistic';
import { chooseThreshold, declinesAt } from './trade-off';

const DEPTH = 50;
const BACKGROUND_FROM = 5;
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

function margin(cosines: number[]): number {
  const sorted = [...cosines].sort((a, b) => b - a).slice(0, DEPTH);
  const rest = sorted.slice(BACKGROUND_FROM);
  const from = rest.length > 0 ? rest : sorted;
  const background = from.reduce((s, c) => s + c, 0) / Math.max(from.length, 1);
  return (sorted[0] ?? background) - background;
}

/** Per question id, each other model's margin. */
async function secondMargins(): Promise<Map<string, Map<string, number>>> {
  const platform = await startEvalPlatform(true);
  const out = new Map<string, Map<string, number>>();
  try {
    const chunks = await loadChunks(platform);
    const questions = EVAL_QUESTION_SETS.flatMap((set) =>
      [...set.answerable, ...set.unanswerable].map((q) => ({
        id: q.id,
        slug: set.slug,
        text: q.question,
      })),
    );
    for (const model of EMBEDDED_MODELS.filter((m) => m.id !== DEFAULT_MODEL_ID)) {
      const embedder = (await OnnxEmbedder.load(model))!;
      const passages = await embedder.embed(chunks.map(passageText), 'passage');
      const queries = await embedder.embed(
        questions.map((q) => q.text),
        'query',
      );
      questions.forEach((q, i) => {
        const cosines = chunks.flatMap((c, j) =>
          c.slug === q.slug ? [dot(queries[i]!, passages[j]!)] : [],
        );
        if (!out.has(q.id)) out.set(q.id, new Map());
        out.get(q.id)!.set(model.id, margin(cosines));
      });
      await embedder.close();
    }
  } finally {
    await platform.close();
  }
  return out;
}

async function main(): Promise<void> {
  const rows = await gatherSignals(DEFAULT_MODEL_ID);
  const second = await secondMargins();
  const variants: [string, (r: SignalRow) => number[]][] = [
    ['the three (committed features)', (r) => declineFeatures(r.signals)],
    ...EMBEDDED_MODELS.filter((m) => m.id !== DEFAULT_MODEL_ID).flatMap(
      (m) =>
        [
          [
            `the three + ${m.id} margin`,
            (r: SignalRow) => [...declineFeatures(r.signals), second.get(r.id)!.get(m.id)!],
          ],
          [
            `${m.id} margin in place of e5's`,
            (r: SignalRow) => {
              const [, bm25, sentence] = declineFeatures(r.signals);
              return [second.get(r.id)!.get(m.id)!, bm25, sentence];
            },
          ],
        ] as [string, (r: SignalRow) => number[]][],
    ),
    [
      'the three + both other margins',
      (r) => [...declineFeatures(r.signals), ...[...second.get(r.id)!.values()]],
    ],
  ];
  const odd = rows.filter((r) => r.half === 'odd');
  const even = rows.filter((r) => r.half === 'even');
  console.log(
    '\n| features | odd declined / wrongly | held out declined / wrongly | threshold |\n|---|---|---|---|',
  );
  for (const [name, features] of variants) {
    const fitted = fitLogistic(
      odd.map(features),
      odd.map((r) => (r.answerable ? 1 : 0)),
    );
    const probability = (r: SignalRow) => probabilityOf(fitted, features(r));
    const threshold = chooseThreshold(odd, probability);
    const o = declinesAt(odd, probability, threshold);
    const e = declinesAt(even, probability, threshold);
    console.log(
      `| ${name} | ${pct(o.declined)} / ${pct(o.wronglyDeclined)} | ${pct(e.declined)} / ${pct(e.wronglyDeclined)} | ${threshold.toFixed(3)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
