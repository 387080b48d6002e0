import { DECLINE_CALIBRATIONS } from './decline-calibration';
import type { DeclineCalibration } from './decline-weights';

/*
 * When to say "I don't know".
 *
 * With the embedding, from what retrieval found before any answer sentence is chosen (so the
 * answer step may change its choice without moving the decision): how far the nearest
 * passage's cosine stands above the question's usual cosine to the bot's passages (its
 * margin), and the best passage's BM25 (log1p). A logistic regression of "answerable"
 * against "out of scope" over these two, fitted on the odd evaluation ids only
 * (bench/eval/decline/fit-decline.ts), gives the probability that the knowledge answers the
 * question; below the calibration's threshold the service declines. Two features because
 * the odd ids hold 21 out-of-scope questions: more (term coverage, the answer type, the
 * best sentence's cosine, agreement of the two rankings) fitted the odd half better and the
 * held-out half worse.
 *
 * A calibration belongs to one model: cosines of different models have different scales
 * (e5's crowd near 0.8). A bot embedding with a model no calibration was fitted for (its own
 * endpoint) is decided as with BM25 alone: by the composer's lexical confidence against
 * MIN_CONFIDENCE, a rule fitted on the same odd ids without any model. So is a bot with too
 * few passages for a background (hybrid-retriever.ts gives no signals then).
 */

/** Below this the service says it does not know rather than guess (words alone). */
export const MIN_CONFIDENCE = 0.12;

/** What retrieval tells the decision about a question (hybrid-retriever.ts). */
export interface DeclineSignals {
  /** The model the question was embedded with. */
  model: string;
  /** The nearest passage's cosine above the question's background cosine to the bot's passages. */
  margin: number;
  /** The best BM25 score of any passage (0 when none holds a word asked). */
  bm25: number;
}

export interface DeclineEvidence {
  /** The composer's lexical confidence in its answer, in [0, 1]. */
  confidence: number;
  /** With the embedding: what retrieval found. */
  signals?: DeclineSignals;
}

/** The features the calibration weighs, in its weights' order. */
export const declineFeatures = ({ margin, bm25 }: DeclineSignals): [number, number] => [
  margin,
  Math.log1p(Math.max(bm25, 0)),
];

/** The fitted calibration for the question's model, if there is one. */
export const calibrationOf = (signals?: DeclineSignals): DeclineCalibration | undefined =>
  signals ? DECLINE_CALIBRATIONS[signals.model] : undefined;

/** The probability a calibration gives that the bot's knowledge answers the question. */
export function answerableProbability(calibration: DeclineCalibration, signals: DeclineSignals) {
  const [margin, bm25] = declineFeatures(signals);
  const z = calibration.intercept + calibration.margin * margin + calibration.bm25 * bm25;
  return 1 / (1 + Math.exp(-z));
}

/** The evidence the decision weighs, on the scale of its threshold. */
export function evidenceOf({ confidence, signals }: DeclineEvidence): number {
  const calibration = calibrationOf(signals);
  return calibration ? answerableProbability(calibration, signals!) : confidence;
}

export const thresholdOf = ({ signals }: DeclineEvidence) =>
  calibrationOf(signals)?.threshold ?? MIN_CONFIDENCE;

export const shouldDecline = (evidence: DeclineEvidence) =>
  evidenceOf(evidence) < thresholdOf(evidence);
