/*
 * The shape of one model's fitted decline weights, apart from the rule that reads them and
 * the generated file that holds them, so that neither imports the other's.
 */

/** One model's fitted weights (decline-calibration.ts), for the features decline-rule.ts's declineFeatures gives. */
export interface DeclineCalibration {
  intercept: number;
  margin: number;
  bm25: number;
  /** Below this probability of being answerable the service declines. */
  threshold: number;
  /** What it was fitted on and what it gave held out. */
  fitted: string;
}
