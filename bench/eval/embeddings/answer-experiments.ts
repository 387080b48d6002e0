import { dot, type Embedder } from '@switchboard/embedding-model';
import { sentences } from '@switchboard/knowledge-service/retrieval';
import { mean, states } from '../metrics';
import type { EvalChunk, EvalQuestion } from './collect';
import type { VectorSide } from './rankings';

// The passages whose sentences compete for the answer, as in the answer composer.
const ANSWER_CHUNKS = 3;
const STOP = new Set(
  "the and for are can you your our with how what when where which who why does did was were will would could should have has had this that there their about from into any all not but get got may might must also just than then them they its it's i'm is to of in on at by be or if an a do my me we us".split(
    ' ',
  ),
);
// A crude stem: enough to let "returns" meet "return" in a comparison of methods.
const stem = (word: string) => word.slice(0, 5);
const words = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem));

/** Share of the question's words a sentence holds. */
export function overlap(question: string, sentence: string): number {
  const asked = words(question);
  if (asked.size === 0) return 0;
  const held = words(sentence);
  return [...asked].filter((w) => held.has(w)).length / asked.size;
}

export interface Candidate {
  text: string;
  cosine: number;
  overlap: number;
  /** The passage's place in the ranking (0 first). */
  rank: number;
}

/** Runs of `span` consecutive sentences of a passage (the composer answers with up to three). */
const windows = (content: string, span: number) => {
  const list = sentences(content).map((s) => s.trim());
  return list.map((_, i) => list.slice(i, i + span).join(' '));
};

/**
 * Sentences (or runs of `span` of them) of the top passages, each with its cosine to the
 * question and its word overlap.
 */
export async function candidatesOf(
  embedder: Embedder,
  questions: EvalQuestion[],
  ranked: Map<string, number[]>,
  vector: Map<string, VectorSide>,
  byId: Map<number, EvalChunk>,
  span = 1,
): Promise<Map<string, Candidate[]>> {
  const texts = new Map<string, Float32Array | null>();
  const perQuestion = new Map<string, { text: string; rank: number }[]>();
  for (const q of questions) {
    const list = ranked
      .get(q.id)!
      .slice(0, ANSWER_CHUNKS)
      .flatMap((id, rank) => windows(byId.get(id)!.content, span).map((text) => ({ text, rank })));
    perQuestion.set(q.id, list);
    for (const { text } of list) texts.set(text, null);
  }
  const unique = [...texts.keys()];
  const embedded = await embedder.embed(unique, 'passage');
  unique.forEach((text, i) => texts.set(text, embedded[i]!));
  return new Map(
    questions.map((q) => [
      q.id,
      perQuestion.get(q.id)!.map(({ text, rank }) => ({
        text,
        rank,
        cosine: dot(vector.get(q.id)!.query, texts.get(text)!),
        overlap: overlap(q.question, text),
      })),
    ]),
  );
}

/** The sentence a weight picks: cosine + weight × overlap (weight ∞: words alone, ties by cosine). */
export function pick(candidates: Candidate[], weight: number): Candidate | undefined {
  const score = (c: Candidate) =>
    weight === Infinity ? c.overlap + c.cosine * 1e-3 : c.cosine + weight * c.overlap;
  return candidates.reduce<Candidate | undefined>(
    (best, c) => (best === undefined || score(c) > score(best) ? c : best),
    undefined,
  );
}

export const WEIGHTS = [0, 0.05, 0.1, 0.2, 0.3, 0.5, 1, Infinity];

/** Share of answerable questions whose picked sentence states the fact. */
export function sentenceRight(
  questions: EvalQuestion[],
  candidates: Map<string, Candidate[]>,
  weight: number,
): number {
  return mean(
    questions
      .filter((q) => q.fact !== undefined)
      .map((q) => (states(pick(candidates.get(q.id)!, weight)?.text ?? '', q.fact!) ? 1 : 0)),
  );
}

/** What a decline rule weighs for one question. */
export interface Evidence {
  /** The best passage's cosine to the question. */
  cosine: number;
  /** The answer composer's lexical confidence in its pick (0 to 1). */
  lexical: number;
}

export interface DeclineRule {
  /** Declines when cosine + lexicalWeight × lexical < threshold. */
  lexicalWeight: number;
  threshold: number;
}

export const declines = (e: Evidence, rule: DeclineRule) =>
  e.cosine + rule.lexicalWeight * e.lexical < rule.threshold;

export function declineFigures(questions: EvalQuestion[], decide: (q: EvalQuestion) => boolean) {
  const out = questions.filter((q) => q.fact === undefined);
  const answerable = questions.filter((q) => q.fact !== undefined);
  return {
    declined: mean(out.map((q) => (decide(q) ? 1 : 0))),
    wronglyDeclined: mean(answerable.map((q) => (decide(q) ? 1 : 0))),
  };
}

/**
 * The rule fitted on one half: the threshold and weight with the best balanced accuracy
 * (out-of-scope declined and answerable answered, equally weighted). lexicalWeights [0]
 * fits the cosine alone.
 */
export function calibrateDecline(
  questions: EvalQuestion[],
  evidence: Map<string, Evidence>,
  lexicalWeights = [0, 0.1, 0.25, 0.5, 1, 2],
): DeclineRule {
  let best: { rule: DeclineRule; accuracy: number } | undefined;
  for (const lexicalWeight of lexicalWeights)
    for (let threshold = 0; threshold <= 3; threshold += 0.0025) {
      const rule = { lexicalWeight, threshold };
      const f = declineFigures(questions, (q) => declines(evidence.get(q.id)!, rule));
      const accuracy = (f.declined + (1 - f.wronglyDeclined)) / 2;
      if (!best || accuracy > best.accuracy) best = { rule, accuracy };
    }
  return best!.rule;
}
