import type { DeclineCalibration } from './decline-weights';

/*
 * Written by `npm run eval:decline -- --write` (bench/eval/decline/fit-decline.ts): for each
 * embedded model, a logistic regression of answerable against out-of-scope over the
 * features of decline-rule.ts, fitted on the odd evaluation ids only (ridge 1 on the
 * standardised weights), and the threshold that declines 95% of the odd out-of-scope
 * questions with the fewest answerable ones. Refit after changing retrieval or the seed.
 */
export const DECLINE_CALIBRATIONS: Record<string, DeclineCalibration> = {
  'e5-small-v2-q': {
    intercept: -10.4646,
    margin: 41.352,
    bm25: 3.61059,
    threshold: 0.901,
    fitted:
      '2026-11-27, odd ids (114 answerable, 21 out of scope); held out (162 + 30): 86.7% out of scope declined, 24.1% answerable wrongly declined',
  },
};
