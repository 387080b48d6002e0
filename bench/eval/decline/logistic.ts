/*
 * Logistic regression by Newton's method (iteratively reweighted least squares) with a small
 * ridge penalty, for the decline rule's handful of features. The features are standardised
 * before fitting so one penalty suits all; the weights returned are on the raw scale.
 */

export interface LogisticModel {
  intercept: number;
  /** One weight per feature, on the features' raw scale. */
  weights: number[];
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export const probabilityOf = (model: LogisticModel, x: number[]) =>
  sigmoid(model.weights.reduce((sum, w, j) => sum + w * x[j]!, model.intercept));

const ITERATIONS = 50;

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Fits P(label = 1 | x). `ridge` penalises the standardised weights (not the intercept), which
 * keeps them finite when the classes separate on the training set.
 */
export function fitLogistic(xs: number[][], labels: (0 | 1)[], ridge = 1): LogisticModel {
  const d = xs[0]?.length ?? 0;
  const mean = Array.from({ length: d }, (_, j) => xs.reduce((s, x) => s + x[j]!, 0) / xs.length);
  const sd = mean.map(
    (mu, j) => Math.sqrt(xs.reduce((s, x) => s + (x[j]! - mu) ** 2, 0) / xs.length) || 1,
  );
  const rows = xs.map((x) => [1, ...x.map((v, j) => (v - mean[j]!) / sd[j]!)]);
  let w = new Array<number>(d + 1).fill(0);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const gradient = new Array<number>(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    rows.forEach((row, i) => {
      const p = sigmoid(row.reduce((s, v, j) => s + v * w[j]!, 0));
      for (let j = 0; j <= d; j += 1) {
        gradient[j]! += (p - labels[i]!) * row[j]!;
        for (let k = 0; k <= d; k += 1) hessian[j]![k]! += p * (1 - p) * row[j]! * row[k]!;
      }
    });
    for (let j = 1; j <= d; j += 1) {
      gradient[j]! += ridge * w[j]!;
      hessian[j]![j]! += ridge;
    }
    const step = solve(hessian, gradient);
    w = w.map((v, j) => v - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  const weights = w.slice(1).map((v, j) => v / sd[j]!);
  const intercept = w[0]! - weights.reduce((s, v, j) => s + v * mean[j]!, 0);
  return { intercept, weights };
}
