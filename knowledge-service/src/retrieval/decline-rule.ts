/*
 * When to say "I don't know". By words alone (no embedding for the bot): the composer's
 * confidence below MIN_CONFIDENCE. With the embedding, from both kinds of evidence: how far
 * the answer sentence's cosine to the question stands above the question's usual cosine to
 * the bot's passages (its margin), plus a quarter of the square root of the lexical
 * confidence (so a sentence holding the question's rare words needs less margin), against
 * 0.152. Fitted on the odd evaluation ids, by answers right plus out-of-scope declined, over
 * the features the dump gathers (bench/eval/embeddings/answer-step-dump.ts): the lexical
 * confidence alone, the best passage's or sentence's cosine alone, margins, and sums of two.
 * The cosine alone does not separate: out-of-scope questions reach 0.80–0.86, as answerable
 * ones do.
 */

/** Below this the service says it does not know rather than guess (words alone). */
export const MIN_CONFIDENCE = 0.12;

const LEXICAL_SHARE = 0.25;
export const MIN_EVIDENCE = 0.152;

export interface DeclineEvidence {
  /** The composer's lexical confidence in its answer, in [0, 1]. */
  confidence: number;
  /** With the embedding: the answer sentence's cosine and the question's background cosine. */
  meaning?: { cosine: number; background: number };
}

/** The evidence the decision weighs, on the scale of its threshold. */
export function evidenceOf({ confidence, meaning }: DeclineEvidence): number {
  if (!meaning) return confidence;
  return meaning.cosine - meaning.background + LEXICAL_SHARE * Math.sqrt(confidence);
}

export const thresholdOf = (evidence: DeclineEvidence) =>
  evidence.meaning ? MIN_EVIDENCE : MIN_CONFIDENCE;

export const shouldDecline = (evidence: DeclineEvidence) =>
  evidenceOf(evidence) < thresholdOf(evidence);
