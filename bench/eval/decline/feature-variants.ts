import type { SignalRow } from './gather-signals';
import { fitLogistic, probabilityOf } from './logistic';
import { chooseThreshold, declinesAt } from './trade-off';
import { selectTraining, type FitOn } from './training-selection';

/** A named set of decline features, read from one question's row. */
export type FeatureVariant = [name: string, features: (row: SignalRow) => number[]];

/** What a variant's weights are fitted on, and the rows its threshold declines 95% of the out-of-scope ones of. */
export interface FitRows {
  name: string;
  rows: SignalRow[];
  thresholdOn: SignalRow[];
}

/** A further group of out-of-scope questions whose share declined gets a column of its own. */
export interface DeclinedGroup {
  name: string;
  rows: SignalRow[];
}

const pct = (share: number) => (share * 100).toFixed(1);

/*
 * The held-out out-of-scope questions the committed rule declines (28 of 30): wrongly
 * declined read off each variant's curve at that level compares variants at one decline,
 * whatever threshold their own fit chose.
 */
const COMMITTED_LEVEL = 28;

/** As committed: the odd ids, and the odd ids with the near-topic training questions. */
export const standardFits = (rows: SignalRow[]): FitRows[] =>
  (['odd', 'near'] as FitOn[]).map((fitOn) => {
    const { fit } = selectTraining(rows, fitOn, 'fitted');
    return { name: fitOn, rows: fit, thresholdOn: fit };
  });

/**
 * Each variant fitted on each set of rows, its threshold by the committed rule, as a
 * markdown table: declined / wrongly declined on the odd and the held-out ids, the held-out
 * answers withheld that state the fact, the further groups and the near-topic questions
 * declined, and wrongly declined at the committed rule's held-out decline.
 */
export function printFeatureVariants(
  rows: SignalRow[],
  variants: FeatureVariant[],
  fits: FitRows[] = standardFits(rows),
  groups: DeclinedGroup[] = [],
): void {
  const odd = rows.filter((r) => r.half === 'odd' && !r.training);
  const heldOut = rows.filter((r) => r.half === 'even');
  const near = rows.filter((r) => r.nearTopic);
  const heldOutOut = heldOut.filter((r) => !r.answerable).length;
  const groupNames = groups.map((g) => ` ${g.name} declined |`).join('');
  console.log(
    `\n| features | fitted on | threshold | odd | held out | held out withheld, stating |${groupNames} near-topic declined | held out wrongly at ≥ ${COMMITTED_LEVEL}/${heldOutOut} declined |\n|---|---|---|---|---|---|${'---|'.repeat(groups.length)}---|---|`,
  );
  for (const fit of fits)
    for (const [name, features] of variants) {
      const fitted = fitLogistic(
        fit.rows.map(features),
        fit.rows.map((r) => (r.answerable ? 1 : 0)),
      );
      const probability = (r: SignalRow) => probabilityOf(fitted, features(r));
      const threshold = chooseThreshold(fit.thresholdOn, probability);
      const cell = (list: SignalRow[]) => {
        const d = declinesAt(list, probability, threshold);
        return `${pct(d.declined)} / ${pct(d.wronglyDeclined)}`;
      };
      const declined = (list: SignalRow[]) =>
        pct(declinesAt(list, probability, threshold).declined);
      const stating = heldOut.filter((r) => r.stated && probability(r) < threshold).length;
      const outP = heldOut
        .filter((r) => !r.answerable)
        .map(probability)
        .sort((a, b) => a - b);
      const matched = (outP[COMMITTED_LEVEL - 1] ?? 1) + 1e-9;
      const groupCells = groups.map((g) => ` ${declined(g.rows)} |`).join('');
      console.log(
        `| ${name} | ${fit.name} | ${threshold.toFixed(3)} | ${cell(odd)} | ${cell(heldOut)} | ${stating} |${groupCells} ${declined(near)} | ${pct(
          declinesAt(heldOut, probability, matched).wronglyDeclined,
        )} |`,
      );
    }
}
