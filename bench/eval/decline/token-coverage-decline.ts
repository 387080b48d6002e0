/**
 * `npx tsx bench/eval/decline/token-coverage-decline.ts`: would the model's token states tell
 * an answerable question from an out-of-scope one better than its pooled vectors? Each of
 * the question's weighed words (those BM25 weighs) is matched to its most similar token of
 * the top passages (each token state taken from the last hidden layer, as BERTScore matches
 * words), and that similarity is taken above the same word's best match in passages 11–20,
 * the question's background. A question whose every word has a close match in the top
 * passages is covered; "airtel" against a page naming M-Pesa is not, however near the
 * pooled vectors stand. Features from that, beside the committed three:
 * - the words' coverage, idf-weighted mean, over the top 3 passages;
 * - the least-covered word's coverage over the top 3 passages;
 * - both against the chosen answer sentence (read after its passage's title).
 * Each is fitted on the odd ids (and odd + the near-topic training questions) and judged
 * held out, as named-thing-decline.ts does. Reads the service, changes nothing.
 */
import { Tokenizer } from '@huggingface/tokenizers';
import * as ort from 'onnxruntime-node';
import { readFileSync } from 'node:fs';
import { DEFAULT_MODEL_ID, embeddedModel, weightFiles } from '@switchboard/embedding-model';
import {
  chooseAnswer,
  declineFeatures,
  retrieveHybrid,
} from '@switchboard/knowledge-service/retrieval';
import { startAnswerStepPlatform } from '../embeddings/answer-step-platform';
import { printFeatureVariants, type FeatureVariant } from './feature-variants';
import { gatherSignals, type SignalRow } from './gather-signals';

const TOP = 3;
const BACKGROUND = [10, 20] as const;
const MAX_TOKENS = 512;

interface States {
  /** The word each token belongs to (lower-cased, pieces joined), '' for special tokens. */
  words: string[];
  /** Unit vectors, one per token. */
  vectors: Float32Array[];
}

/** Token states of the embedded model's last hidden layer, one forward pass per text. */
class TokenStates {
  private readonly model = embeddedModel(DEFAULT_MODEL_ID);
  private readonly tokenizer: Tokenizer;
  private session!: ort.InferenceSession;
  private readonly cache = new Map<string, States>();

  constructor() {
    const files = weightFiles(this.model);
    this.tokenizer = new Tokenizer(JSON.parse(readFileSync(files.tokenizer, 'utf8')), {});
  }

  async load() {
    this.session = await ort.InferenceSession.create(weightFiles(this.model).onnx, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    });
  }

  async of(text: string, kind: 'query' | 'passage'): Promise<States> {
    const prefix = kind === 'query' ? this.model.queryPrefix : this.model.passagePrefix;
    const key = `${kind}\u0000${text}`;
    const known = this.cache.get(key);
    if (known) return known;
    const encoding = this.tokenizer.encode(prefix + text);
    const ids = encoding.ids.slice(0, MAX_TOKENS);
    const tokens = encoding.tokens.slice(0, MAX_TOKENS);
    const shape = [1, ids.length];
    const inputs: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', BigInt64Array.from(ids.map(BigInt)), shape),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), shape),
      token_type_ids: new ort.Tensor('int64', new BigInt64Array(ids.length), shape),
    };
    const feeds = Object.fromEntries(this.session.inputNames.map((n) => [n, inputs[n]!]));
    const output = await this.session.run(feeds);
    const data = output[this.session.outputNames[0]!]!.data as Float32Array;
    const dims = this.model.dimensions;
    const prefixLength = prefix ? this.tokenizer.encode(prefix).ids.length - 1 : 1;
    const words: string[] = tokens.map(() => '');
    const vectors: Float32Array[] = [];
    const wordAt: number[] = [];
    tokens.forEach((token, t) => {
      const special = t < prefixLength || token === '[SEP]' || token === '[CLS]';
      if (!special && !token.startsWith('##')) wordAt.push(t);
      const v = data.slice(t * dims, (t + 1) * dims);
      const norm = Math.sqrt(dot(v, v)) || 1;
      for (let d = 0; d < dims; d++) v[d]! /= norm;
      vectors.push(v);
    });
    // Each token takes its whole word (pieces joined) once the word is complete.
    for (let w = 0; w < wordAt.length; w++) {
      const start = wordAt[w]!;
      const end = w + 1 < wordAt.length ? wordAt[w + 1]! : tokens.length;
      const pieces = tokens.slice(start, end).filter((p, i) => i === 0 || p.startsWith('##'));
      const whole = pieces.map((p, i) => (i === 0 ? p : p.slice(2))).join('');
      for (let t = start; t < start + pieces.length; t++) words[t] = whole;
    }
    for (const tensor of Object.values(output)) tensor.dispose();
    const states = { words, vectors };
    this.cache.set(key, states);
    return states;
  }
}

const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[d]!;
  return s;
};

/** Per weighed word of the question: its best token similarity to any token of the texts. */
function bestMatches(question: States, weighed: Map<string, number>, texts: States[]) {
  const best = new Map<string, number>();
  question.vectors.forEach((q, t) => {
    const word = question.words[t]!;
    if (!weighed.has(word)) return;
    let top = -1;
    for (const text of texts)
      text.vectors.forEach((p, u) => {
        if (text.words[u]) top = Math.max(top, dot(q, p));
      });
    best.set(word, Math.max(best.get(word) ?? -1, top));
  });
  return best;
}

interface Coverage {
  mean: number;
  least: number;
  sentenceMean: number;
  sentenceLeast: number;
}

function summarise(
  top: Map<string, number>,
  background: Map<string, number>,
  weighed: Map<string, number>,
) {
  let sum = 0;
  let weight = 0;
  let least = Infinity;
  for (const [word, value] of top) {
    const above = value - (background.get(word) ?? 0);
    const idf = weighed.get(word)!;
    sum += idf * above;
    weight += idf;
    least = Math.min(least, above);
  }
  return weight ? { mean: sum / weight, least } : { mean: 0, least: 0 };
}

async function coverages(rows: SignalRow[]): Promise<Map<string, Coverage>> {
  const platform = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const states = new TokenStates();
  await states.load();
  const out = new Map<string, Coverage>();
  try {
    for (const row of rows) {
      const retrieval = await retrieveHybrid(
        platform.db,
        row.slug,
        row.question,
        BACKGROUND[1],
        platform.vectors,
        'public',
      );
      const weighed = new Map<string, number>();
      for (const w of retrieval.analysis.words)
        for (const piece of w.word
          .toLowerCase()
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .split(/\W+/))
          if (piece) weighed.set(piece, Math.max(weighed.get(piece) ?? 0, w.idf));
      const question = await states.of(row.question, 'query');
      const passage = (c: { title: string; content: string }) =>
        states.of(c.title ? `${c.title}: ${c.content}` : c.content, 'passage');
      const top = await Promise.all(retrieval.chunks.slice(0, TOP).map(passage));
      const rest = await Promise.all(retrieval.chunks.slice(...BACKGROUND).map(passage));
      const background = bestMatches(question, weighed, rest);
      const five = await retrieveHybrid(
        platform.db,
        row.slug,
        row.question,
        5,
        platform.vectors,
        'public',
      );
      const { pick } = await chooseAnswer(platform.db, five);
      const sentence = pick
        ? [
            await states.of(
              pick.chunk.title ? `${pick.chunk.title}: ${pick.text}` : pick.text,
              'passage',
            ),
          ]
        : [];
      const passages = summarise(bestMatches(question, weighed, top), background, weighed);
      const said = summarise(bestMatches(question, weighed, sentence), background, weighed);
      out.set(row.id, {
        mean: passages.mean,
        least: passages.least,
        sentenceMean: said.mean,
        sentenceLeast: said.least,
      });
    }
  } finally {
    await platform.close();
  }
  return out;
}

async function main(): Promise<void> {
  const rows = await gatherSignals(DEFAULT_MODEL_ID);
  const cover = await coverages(rows);
  const c = (r: SignalRow) => cover.get(r.id)!;
  const median = (list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? 0;
  };
  for (const key of ['mean', 'least', 'sentenceMean', 'sentenceLeast'] as const)
    console.log(
      `${key}: median answerable ${median(rows.filter((r) => r.answerable).map((r) => c(r)[key])).toFixed(3)}, out of scope ${median(rows.filter((r) => !r.answerable).map((r) => c(r)[key])).toFixed(3)}`,
    );
  const variants: FeatureVariant[] = [
    ['the three (committed features)', (r) => declineFeatures(r.signals)],
    ['+ coverage mean, top 3', (r) => [...declineFeatures(r.signals), c(r).mean]],
    ['+ least-covered word, top 3', (r) => [...declineFeatures(r.signals), c(r).least]],
    ['+ coverage mean, sentence', (r) => [...declineFeatures(r.signals), c(r).sentenceMean]],
    ['+ least-covered word, sentence', (r) => [...declineFeatures(r.signals), c(r).sentenceLeast]],
    ['+ both, top 3', (r) => [...declineFeatures(r.signals), c(r).mean, c(r).least]],
  ];
  printFeatureVariants(rows, variants);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
