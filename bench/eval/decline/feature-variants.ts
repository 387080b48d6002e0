import type { SignalRow } from './gather-signals';
import { fitLogistic, probabilityOf } from './logistic';
import { chooseThreshold, declinesAt } from './trade-off';
import { selectTraining, type FitOn } from './training-selection';

/** A named set of decline features, read from one question's row. */
export type FeatureVariant = [name: string, features: (row: SignalRow) => number[]];

const pct = (share: number) => (share * 100).toFixed(1);

/*
 * The held-out out-of-scope questions the committed rule declines (28 of 30): wrongly
 * declined read off each variant's curve at that level compares variants at one decline,
 * whatever threshold their own fit chose.
 */
const COMMITTED_LEVEL = 28;

/**
 * Each variant fitted on the odd ids (and on odd + the near-topic training questions), its
 * threshold by the committed rule, as a markdown table: declined / wrongly declined on the
 * odd and the held-out ids, the held-out answers withheld that state the fact, the near-topic
 * questions declined, and wrongly declined at the committed rule's held-out decline.
 */
export function printFeatureVariants(rows: SignalRow[], variants: FeatureVariant[]): void {
  const heldOut = rows.filter((r) => r.half === 'even');
  const heldOutOut = heldOut.filter((r) => !r.answerable).length;
  console.log(
    `\n| features | fitted on | threshold | odd | held out | held out withheld, stating | near-topic declined | held out wrongly at ≥ ${COMMITTED_LEVEL}/${heldOutOut} declined |\n|---|---|---|---|---|---|---|---|`,
  );
  for (const fitOn of ['odd', 'near'] as FitOn[])
    for (const [name, features] of variants) {
      const { fit } = selectTraining(rows, fitOn, 'fitted');
      const fitted = fitLogistic(
        fit.map(features),
        fit.map((r) => (r.answerable ? 1 : 0)),
      );
      const probability = (r: SignalRow) => probabilityOf(fitted, features(r));
      const threshold = chooseThreshold(fit, probability);
      const cell = (list: SignalRow[], t: number) => {
        const d = declinesAt(list, probability, t);
        return `${pct(d.declined)} / ${pct(d.wronglyDeclined)}`;
      };
      const stating = heldOut.filter((r) => r.stated && probability(r) < threshold).length;
      const outP = heldOut
        .filter((r) => !r.answerable)
        .map(probability)
        .sort((a, b) => a - b);
      const matched = (outP[COMMITTED_LEVEL - 1] ?? 1) + 1e-9;
      const nearTopic = declinesAt(
        rows.filter((r) => r.nearTopic),
        probability,
        threshold,
      );
      console.log(
        `| ${name} | ${fitOn} | ${threshold.toFixed(3)} | ${cell(
          rows.filter((r) => r.half === 'odd' && !r.training),
          threshold,
        )} | ${cell(heldOut, threshold)} | ${stating} | ${pct(nearTopic.declined)} | ${pct(
          declinesAt(heldOut, probability, matched).wronglyDeclined,
        )} |`,
      );
    }
}
