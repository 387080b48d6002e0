/**
 * `npx tsx bench/eval/decline/named-thing-decline.ts`: would a fourth feature for "a named
 * thing no document of the bot holds" help the decline? Three ways to weigh the words no
 * passage holds (missing-words.ts), each from the bot's own data and model:
 * - their share of the question's idf;
 * - how much meaning they carry: 1 − the cosine of the question to itself without them;
 * - the question's rarest word alone: its nearest passage's cosine above its background.
 * Each rule is fitted on the odd ids (and on odd + the near-topic training questions), its
 * threshold the lowest declining 95% of the fitted out-of-scope questions (as
 * `npm run eval:decline`), and judged held out: declined / wrongly declined, answers withheld
 * that state the fact, and the wrongly declined at the held-out decline the committed rule
 * reaches (a point of the curve, read off the held-out half, so only a comparison). Reads
 * the service, changes nothing.
 */
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import { declineFeatures, retrieveHybrid } from '@switchboard/knowledge-service/retrieval';
import { startAnswerStepPlatform } from '../embeddings/answer-step-platform';
import { printFeatureVariants, type FeatureVariant } from './feature-variants';
import { gatherSignals, type SignalRow } from './gather-signals';
import { missingShare, missingWords, withoutWords } from './missing-words';

const CHAT_TOP_K = 5;
const DEPTH = 50;
const BACKGROUND_FROM = 5;

interface NamedThing {
  share: number;
  drop: number;
  rarest: number;
}

async function namedThings(rows: SignalRow[]): Promise<Map<string, NamedThing>> {
  const platform = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const out = new Map<string, NamedThing>();
  try {
    const marginOf = async (slug: string, text: string) => {
      const vector = await platform.vectors.embedQuestion(slug, text);
      const hits = vector ? await platform.vectors.search(slug, vector, DEPTH) : [];
      const rest = hits.slice(BACKGROUND_FROM).map((h) => h.score);
      const background = rest.reduce((s, c) => s + c, 0) / Math.max(rest.length, 1);
      return (hits[0]?.score ?? background) - background;
    };
    for (const row of rows) {
      const { analysis } = await retrieveHybrid(
        platform.db,
        row.slug,
        row.question,
        CHAT_TOP_K,
        platform.vectors,
        'public',
      );
      const missing = missingWords(analysis);
      const [kept] = missing.length
        ? ((await platform.vectors.questionCosines(row.slug, row.question, [
            withoutWords(row.question, missing),
          ])) ?? [1])
        : [1];
      const top = Math.max(...analysis.words.map((w) => w.idf));
      const rarest = analysis.words.find((w) => w.idf === top);
      out.set(row.id, {
        share: missingShare(analysis),
        drop: 1 - kept!,
        rarest: rarest ? await marginOf(row.slug, rarest.word) : 0,
      });
    }
  } finally {
    await platform.close();
  }
  return out;
}

async function main(): Promise<void> {
  const rows = await gatherSignals(DEFAULT_MODEL_ID);
  const things = await namedThings(rows);
  const thing = (r: SignalRow) => things.get(r.id)!;
  const variants: FeatureVariant[] = [
    ['the three (committed features)', (r) => declineFeatures(r.signals)],
    ['+ missing words’ idf share', (r) => [...declineFeatures(r.signals), thing(r).share]],
    ['+ meaning they carry', (r) => [...declineFeatures(r.signals), thing(r).drop]],
    ['+ rarest word’s margin', (r) => [...declineFeatures(r.signals), thing(r).rarest]],
  ];
  printFeatureVariants(rows, variants);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
