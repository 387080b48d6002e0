import type { DeclineCalibration } from './decline-weights';

/*
 * Written by `npm run eval:decline -- --write` (bench/eval/decline/fit-decline.ts): for each
 * embedded model, a logistic regression of answerable against out-of-scope over the
 * features of decline-rule.ts (the nearest passage's cosine margin over the question's
 * background, ln(1 + the best BM25), the chosen sentence's margin), fitted on the odd
 * evaluation ids only (ridge 1 on the standardised weights), and the threshold that
 * declines 95% of the odd out-of-scope questions with the fewest answerable ones. Refit
 * after changing retrieval, the answer step or the seed.
 */
export const DECLINE_CALIBRATIONS: Record<string, DeclineCalibration> = {
  'e5-small-v2-q': {
    intercept: -10.8994,
    margin: 12.3267,
    bm25: 3.51651,
    sentence: 37.4238,
    threshold: 0.909,
    fitted:
      '2026-11-28, odd ids (114 answerable, 21 out of scope); held out (162 + 30): 93.3% out of scope declined, 21.6% answerable wrongly declined',
  },
  'e5-small-v2': {
    intercept: -11.1271,
    margin: 13.6816,
    bm25: 3.60739,
    sentence: 34.9288,
    threshold: 0.914,
    fitted:
      '2026-11-28, odd ids (114 answerable, 21 out of scope); held out (162 + 30): 93.3% out of scope declined, 22.2% answerable wrongly declined',
  },
  'bge-small-en-v1.5': {
    intercept: -11.8874,
    margin: 4.87719,
    bm25: 3.42299,
    sentence: 19.3655,
    threshold: 0.921,
    fitted:
      '2026-11-28, odd ids (114 answerable, 21 out of scope); held out (162 + 30): 90.0% out of scope declined, 21.0% answerable wrongly declined',
  },
};
