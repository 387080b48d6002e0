import type { SignalRow } from './gather-signals';

/** Which of the decline's training questions the weights are fitted on, beside the odd ids. */
export type FitOn = 'odd' | 'near' | 'all';
/** The threshold is chosen on the rows the weights were fitted on, or on the odd ids with every training question. */
export type ThresholdOn = 'fitted' | 'all';

export interface TrainingSelection {
  fit: SignalRow[];
  threshold: SignalRow[];
}

/*
 * The odd ids always; the near-topic training questions with `near`, every training question
 * with `all`. A threshold chosen on more out-of-scope questions than the weights saw moves by
 * less than one question's 4.8 points of the 21 odd ones, which is why the two are apart.
 */
export function selectTraining(
  rows: SignalRow[],
  fitOn: FitOn,
  thresholdOn: ThresholdOn,
): TrainingSelection {
  const odd = rows.filter((r) => r.half === 'odd');
  const fit = odd.filter(
    (r) => !r.training || fitOn === 'all' || (fitOn === 'near' && r.nearTopic),
  );
  return { fit, threshold: thresholdOn === 'all' ? odd : fit };
}

const FIT_ON: readonly FitOn[] = ['odd', 'near', 'all'];
const THRESHOLD_ON: readonly ThresholdOn[] = ['fitted', 'all'];

function flag<T extends string>(
  argv: string[],
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const at = argv.indexOf(name);
  if (at === -1) return fallback;
  const value = argv[at + 1];
  if (!allowed.includes(value as T))
    throw new Error(`${name} takes one of ${allowed.join(', ')}; got ${value ?? 'nothing'}`);
  return value as T;
}

/** `--fit-on odd|near|all` and `--threshold-on fitted|all` from the command line; odd and fitted by default, as committed. */
export function trainingFlags(argv: string[]): { fitOn: FitOn; thresholdOn: ThresholdOn } {
  return {
    fitOn: flag(argv, '--fit-on', FIT_ON, 'odd'),
    thresholdOn: flag(argv, '--threshold-on', THRESHOLD_ON, 'fitted'),
  };
}
