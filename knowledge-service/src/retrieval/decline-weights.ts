/*
 * The shape of one model's fitted decline weights, apart from the rule that reads them and
 * the generated file that holds them, so that neither imports the other's.
 */

/** One model's fitted weights (decline-calibration.ts), for the features decline-rule.ts's declineFeatures gives. */
export interface DeclineCalibration {
  intercept: number;
  /** Per unit the nearest passage's cosine stands above the question's background. */
  margin: number;
  /** Per unit of ln(1 + the best BM25). */
  bm25: number;
  /** Per unit the chosen answer sentence's cosine stands above the question's background. */
  sentence: number;
  /** Below this probability of being answerable the service declines. */
  threshold: number;
  /** What it was fitted on and what it gave held out. */
  fitted: string;
}
