/**
 * `npx tsx bench/eval/embeddings/answer-variants.ts [--ids odd]`: ways of choosing and widening
 * the answer sentence, each run over every answerable evaluation question on the same hybrid
 * retrieval, with the decline's verdict on what each would answer (the committed calibration,
 * fed the answer's sentence cosine as the composer feeds it). Prints, per variant and group,
 * stated before any decline, answers right, declined, and the answers' mean length. Whole
 * messages only (a question of several parts is answered here as one). Changes nothing.
 */
import {
  answerAround,
  byMeaning,
  DECLINE_CALIBRATIONS,
  declineFeatures,
  rateSentences,
  retrieveHybrid,
  wantedTypes,
  type Rating,
  type RatedSentence,
} from '@switchboard/knowledge-service/retrieval';
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { EVAL_QUESTION_SETS, evalHalf, isWorded } from '@switchboard/knowledge-service/seed';
import { mean, states } from '../metrics';
import { startAnswerStepPlatform } from './answer-step-platform';
import { evalGroups } from './eval-groups';

interface Said {
  text: string;
  cosine: number | undefined;
  doc: string | null;
}

type Variant = (rating: Rating, wanted: ReturnType<typeof wantedTypes>, asked: string[]) => Said;

const docOf = (s: RatedSentence) => (s.chunk.documentId ?? s.chunk.webpageId)!;

function current(rating: Rating, wanted: ReturnType<typeof wantedTypes>, asked: string[]): Said {
  const prose = rating.rated.filter((c) => !c.heading);
  const best = byMeaning(prose) ?? byMeaning(rating.rated);
  if (!best) return { text: '', cosine: undefined, doc: null };
  const pick = answerAround(rating, best, wanted, asked);
  return { text: pick.text, cosine: best.cosine, doc: docOf(best) };
}

function chosen(rating: Rating): RatedSentence | undefined {
  const prose = rating.rated.filter((c) => !c.heading);
  return byMeaning(prose) ?? byMeaning(rating.rated);
}

/** The current answer widened by an adjacent sentence of its passage that `fits`. */
const widened =
  (
    fits: (
      n: RatedSentence,
      best: RatedSentence,
      wanted: ReturnType<typeof wantedTypes>,
      text: string,
    ) => boolean,
  ): Variant =>
  (rating, wanted, asked) => {
    const best = chosen(rating);
    if (!best) return { text: '', cosine: undefined, doc: null };
    const pick = answerAround(rating, best, wanted, asked);
    const list = rating.perChunk[best.chunkIndex]!;
    const inside = list.map((t, i) => (pick.text.includes(t) ? i : -1)).filter((i) => i >= 0);
    const lo = Math.min(...inside);
    const hi = Math.max(...inside);
    const near = rating.rated.filter(
      (c) =>
        c.chunkIndex === best.chunkIndex &&
        !c.heading &&
        (c.index === lo - 1 || c.index === hi + 1),
    );
    const add = near
      .filter((n) => fits(n, best, wanted, pick.text))
      .sort((a, b) => (b.cosine ?? 0) - (a.cosine ?? 0))[0];
    const keep = add ? [...inside, add.index].sort((a, b) => a - b) : inside;
    return { text: keep.map((i) => list[i]).join(' '), cosine: best.cosine, doc: docOf(best) };
  };

function standardised(values: number[]): number[] {
  const m = values.reduce((sum, v) => sum + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length);
  return values.map((v) => (sd > 0 ? (v - m) / sd : 0));
}

/** byMeaning with its weights given, and a share of the better neighbour's nearness. */
const weighted =
  (typedBonus: number, rankStep: number, context: number, widen = 0): Variant =>
  (rating, wanted, asked) => {
    const pool = rating.rated.filter((c) => !c.heading);
    if (pool.length === 0 || pool.some((c) => c.cosine === undefined))
      return current(rating, wanted, asked);
    const near = standardised(pool.map((c) => c.cosine!));
    const at = new Map(pool.map((c, i) => [`${c.chunkIndex}:${c.index}`, near[i]!]));
    const worth = pool.map((c, i) => {
      const ctx = Math.max(
        at.get(`${c.chunkIndex}:${c.index - 1}`) ?? -Infinity,
        at.get(`${c.chunkIndex}:${c.index + 1}`) ?? -Infinity,
      );
      return (
        near[i]! +
        (c.typed ? typedBonus : 0) -
        rankStep * c.chunkIndex +
        (Number.isFinite(ctx) ? context * ctx : 0)
      );
    });
    let best = 0;
    for (let i = 1; i < pool.length; i += 1) if (worth[i]! > worth[best]!) best = i;
    const b = pool[best]!;
    const pick = answerAround(rating, b, wanted, asked);
    if (widen === 0) return { text: pick.text, cosine: b.cosine, doc: docOf(b) };
    const list = rating.perChunk[b.chunkIndex]!;
    const inside = list.map((t, i) => (pick.text.includes(t) ? i : -1)).filter((i) => i >= 0);
    const lo = Math.min(...inside);
    const hi = Math.max(...inside);
    const add = rating.rated
      .filter(
        (c) =>
          c.chunkIndex === b.chunkIndex && !c.heading && (c.index === lo - 1 || c.index === hi + 1),
      )
      .filter((n) => (n.cosine ?? 0) >= (b.cosine ?? 0) - widen)
      .sort((x, y) => (y.cosine ?? 0) - (x.cosine ?? 0))[0];
    const keep = add ? [...inside, add.index].sort((x, y) => x - y) : inside;
    return { text: keep.map((i) => list[i]).join(' '), cosine: b.cosine, doc: docOf(b) };
  };

const VARIANTS: Record<string, Variant> = {
  current,
  near01: widened((n, b) => (n.cosine ?? 0) >= (b.cosine ?? 0) - 0.01),
  near02: widened((n, b) => (n.cosine ?? 0) >= (b.cosine ?? 0) - 0.02),
  'tb0.75 rs0.25 ctx0.25': weighted(0.75, 0.25, 0.25),
  'tb0.75 rs0.25 ctx0.5': weighted(0.75, 0.25, 0.5),
  'tb1 rs0.25': weighted(1, 0.25, 0),
  'tb1.5 rs0.25': weighted(1.5, 0.25, 0),
  'tb0.75 rs0.5': weighted(0.75, 0.5, 0),
  'tb0.75 rs0.125': weighted(0.75, 0.125, 0),
  'tb0.75 rs0': weighted(0.75, 0, 0),
  'tb1 rs0.25 ctx0.25': weighted(1, 0.25, 0.25),
  'tb0.75 rs0.25 w01': weighted(0.75, 0.25, 0, 0.01),
  'tb1 rs0.25 ctx0.25 w01': weighted(1, 0.25, 0.25, 0.01),
};

async function main(): Promise<void> {
  const only = process.argv.includes('--ids')
    ? process.argv[process.argv.indexOf('--ids') + 1]
    : undefined;
  const { db, vectors, names, close } = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const rows: {
    group: string;
    slug: string;
    per: Record<
      string,
      { stated: boolean; right: boolean; declined: boolean; source: boolean; length: number }
    >;
  }[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of set.answerable) {
        const group = isWorded(q.id) ? 'new' : evalHalf(q.id);
        if (only && group !== only) continue;
        const retrieval = await retrieveHybrid(db, set.slug, q.question, 5, vectors, 'public');
        const rating = await rateSentences(
          db,
          retrieval,
          retrieval.chunks.slice(0, 3),
          retrieval.meaning,
        );
        const wanted = wantedTypes(retrieval.analysis.question);
        const asked = retrieval.analysis.words.map((w) => w.term);
        const per: (typeof rows)[number]['per'] = {};
        for (const [name, variant] of Object.entries(VARIANTS)) {
          const said = variant(rating, wanted, asked);
          const signals = retrieval.signals;
          const calibration = signals ? DECLINE_CALIBRATIONS[signals.model] : undefined;
          let declined = said.text === '';
          if (
            !declined &&
            calibration &&
            signals &&
            said.cosine !== undefined &&
            retrieval.meaning
          ) {
            const [m, b, s] = declineFeatures({
              ...signals,
              sentence: said.cosine - retrieval.meaning.background,
            });
            const z =
              calibration.intercept +
              calibration.margin * m +
              calibration.bm25 * b +
              calibration.sentence * s;
            declined = 1 / (1 + Math.exp(-z)) < calibration.threshold;
          }
          const stated = states(said.text, q.fact);
          per[name] = {
            stated,
            right: stated && !declined,
            declined,
            source: said.doc !== null && names.get(said.doc) === q.source,
            length: said.text.length,
          };
        }
        rows.push({ group, slug: set.slug, per });
      }
  } finally {
    await close();
  }
  const groups = evalGroups<(typeof rows)[number]>();
  const pct = (v: number) => (v * 100).toFixed(1);
  console.log(
    '| variant | group | stated | right | its source | declined | length |\n|---|---|---|---|---|---|---|',
  );
  for (const name of Object.keys(VARIANTS))
    for (const [label, keep] of groups) {
      const list = rows.filter(keep).map((r) => r.per[name]!);
      if (list.length === 0) continue;
      const share = (f: (p: (typeof list)[number]) => boolean) =>
        pct(mean(list.map((p) => (f(p) ? 1 : 0))));
      console.log(
        `| ${name} | ${label} | ${share((p) => p.stated)} | ${share((p) => p.right)} | ${share((p) => p.source)} | ${share((p) => p.declined)} | ${mean(list.map((p) => p.length)).toFixed(0)} |`,
      );
    }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
