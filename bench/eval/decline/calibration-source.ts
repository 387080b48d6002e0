import type { DeclineCalibration } from '@switchboard/knowledge-service/retrieval';
import { DECLINE_CALIBRATIONS } from '@switchboard/knowledge-service/retrieval';
import type { LogisticModel } from './logistic';
import type { Declines } from './trade-off';
import type { FitOn, ThresholdOn } from './training-selection';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const round = (value: number) => Number(value.toPrecision(6));

/**
 * The calibration file's text with `model`'s entry replaced by the fitted one; other models'
 * entries are kept as they are.
 */
export function calibrationSource(
  model: string,
  fitted: LogisticModel,
  threshold: number,
  fittedOn: {
    answerable: number;
    outOfScope: number;
    heldOut: Declines;
    on: { fitOn: FitOn; thresholdOn: ThresholdOn };
  },
): string {
  const { heldOut, on } = fittedOn;
  const rows =
    on.fitOn === 'odd'
      ? 'odd ids'
      : `odd ids + ${on.fitOn === 'near' ? 'near-topic' : 'all'} training questions`;
  const chosen = on.thresholdOn === 'all' ? ', threshold on odd ids + all training questions' : '';
  const entry: DeclineCalibration = {
    intercept: round(fitted.intercept),
    margin: round(fitted.weights[0]!),
    bm25: round(fitted.weights[1]!),
    sentence: round(fitted.weights[2]!),
    threshold: round(threshold),
    fitted: `${new Date().toISOString().slice(0, 10)}, ${rows} (${fittedOn.answerable} answerable, ${fittedOn.outOfScope} out of scope${chosen}); held out (${heldOut.answerable} + ${heldOut.outOfScope}): ${pct(heldOut.declined)} out of scope declined, ${pct(heldOut.wronglyDeclined)} answerable wrongly declined`,
  };
  const all = { ...DECLINE_CALIBRATIONS, [model]: entry };
  return `import type { DeclineCalibration } from './decline-weights';

/*
 * Written by \`npm run eval:decline -- --write\` (bench/eval/decline/fit-decline.ts): for each
 * embedded model, a logistic regression of answerable against out-of-scope over the
 * features of decline-rule.ts (the nearest passage's cosine margin over the question's
 * background, ln(1 + the best BM25), the chosen sentence's margin), fitted on the odd
 * evaluation ids only (ridge 1 on the standardised weights), and the threshold that
 * declines 95% of the odd out-of-scope questions with the fewest answerable ones. Refit
 * after changing retrieval, the answer step or the seed.
 */
export const DECLINE_CALIBRATIONS: Record<string, DeclineCalibration> = ${JSON.stringify(all, null, 2)};
`;
}
