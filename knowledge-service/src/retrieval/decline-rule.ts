import { DECLINE_CALIBRATIONS } from './decline-calibration';
import type { DeclineCalibration } from './decline-weights';

/*
 * When to say "I don't know".
 *
 * With the embedding, from what retrieval found and the sentence the answer step chose:
 * - how far the nearest passage's cosine stands above the question's usual cosine to the
 *   bot's passages (its background: the model's cosines crowd near 0.8 for any text);
 * - the best passage's BM25 (log1p);
 * - how far the chosen answer sentence's cosine (read after its passage's title) stands above
 *   the same background.
 * A logistic regression of "answerable" against "out of scope" over these three, fitted on
 * the odd evaluation ids only (bench/eval/decline/fit-decline.ts, ridge 1 on the standardised
 * features), gives the probability that the knowledge answers the question; below the
 * calibration's threshold the service declines. Leave-one-out log-loss on the odd ids: 0.2441
 * with the first two, 0.2330 with the sentence beside them. Three features because the odd
 * ids hold 21 out-of-scope questions: more (term coverage, the share of the question the
 * corpus knows, the question's length, BM25 divided by what the question could score)
 * fitted the odd half better and the held-out half worse. The nearest passage's margin in
 * standard deviations of the background fitted the odd ids better still (0.2228) but held
 * out let one more out-of-scope question through and withheld the blender answer
 * (docs/answer-quality.md).
 *
 * Short questions score a low BM25 however well a passage answers them, but so do short
 * out-of-scope ones ("Can I pay with bitcoin?"): dividing BM25 by the question's weight (or a
 * power of it) raised the leave-one-out error on the odd ids every way it was tried, and the
 * question's length as a feature of its own learnt that out-of-scope questions in the
 * evaluation are short, not anything about knowledge. They gain through the sentence's
 * margin instead ("how long is probation here?" is answered now).
 *
 * A calibration belongs to one model: cosines of different models have different scales
 * (e5's crowd near 0.8). A bot embedding with a model no calibration was fitted for (its own
 * endpoint) is decided as with BM25 alone: by the composer's lexical confidence against
 * MIN_CONFIDENCE, a rule fitted on the same odd ids without any model. So is a bot with too
 * few passages for a background (hybrid-retriever.ts gives no signals then), and an answer
 * whose sentence has no cosine (the model failed on the sentences).
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
  /** The chosen answer sentence's cosine above the background, once the answer step chose one. */
  sentence?: number;
}

export interface DeclineEvidence {
  /** The composer's lexical confidence in its answer, in [0, 1]. */
  confidence: number;
  /** With the embedding: what retrieval found, and the chosen sentence's margin. */
  signals?: DeclineSignals;
}

/** The signals the decision needs, with the chosen sentence's margin. */
export type WeighedSignals = DeclineSignals & { sentence: number };

/** The features the calibration weighs, in its weights' order. */
export const declineFeatures = ({
  margin,
  bm25,
  sentence,
}: WeighedSignals): [number, number, number] => [margin, Math.log1p(Math.max(bm25, 0)), sentence];

const weighable = (signals?: DeclineSignals): signals is WeighedSignals =>
  signals?.sentence !== undefined;

/** The fitted calibration for the question's model, if there is one and the signals it weighs are there. */
export const calibrationOf = (signals?: DeclineSignals): DeclineCalibration | undefined =>
  weighable(signals) ? DECLINE_CALIBRATIONS[signals.model] : undefined;

/** The probability a calibration gives that the bot's knowledge answers the question. */
export function answerableProbability(calibration: DeclineCalibration, signals: WeighedSignals) {
  const [margin, bm25, sentence] = declineFeatures(signals);
  const z =
    calibration.intercept +
    calibration.margin * margin +
    calibration.bm25 * bm25 +
    calibration.sentence * sentence;
  return 1 / (1 + Math.exp(-z));
}

/** The evidence the decision weighs, on the scale of its threshold. */
export function evidenceOf({ confidence, signals }: DeclineEvidence): number {
  const calibration = calibrationOf(signals);
  return calibration ? answerableProbability(calibration, signals as WeighedSignals) : confidence;
}

export const thresholdOf = ({ signals }: DeclineEvidence) =>
  calibrationOf(signals)?.threshold ?? MIN_CONFIDENCE;

export const shouldDecline = (evidence: DeclineEvidence) =>
  evidenceOf(evidence) < thresholdOf(evidence);
