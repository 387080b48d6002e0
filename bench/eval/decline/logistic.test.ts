import { fitLogistic, probabilityOf, sigmoid } from './logistic';

// A fixed pseudo-random sequence (a linear congruential generator), so the data are the same each run.
function randoms(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('the decline fit’s logistic regression', () => {
  it('recovers the weights of the model that drew the labels, on the raw scale', () => {
    const next = randoms(44);
    // Features on the decline rule's scales: a cosine margin near 0.06, ln(1 + BM25) near 3.
    const truth = { intercept: -9, weights: [40, 2.5] };
    const xs = Array.from({ length: 4000 }, () => [0.02 + 0.1 * next(), 4 * next()]);
    const labels = xs.map((x) => (next() < probabilityOf(truth, x) ? 1 : 0) as 0 | 1);
    const fitted = fitLogistic(xs, labels, 0);
    expect(fitted.weights[0]).toBeCloseTo(40, -1);
    expect(fitted.weights[1]).toBeCloseTo(2.5, 0);
    expect(fitted.intercept).toBeCloseTo(-9, -0.5);
  });

  it('keeps the weights finite when the classes separate, by the ridge', () => {
    const xs = [[0], [1], [2], [3]];
    const fitted = fitLogistic(xs, [0, 0, 1, 1], 1);
    expect(Number.isFinite(fitted.weights[0])).toBe(true);
    expect(probabilityOf(fitted, [3])).toBeGreaterThan(probabilityOf(fitted, [0]));
    expect(probabilityOf(fitted, [1.5])).toBeCloseTo(0.5, 5);
  });

  it('is the logistic function', () => {
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(Math.log(3))).toBeCloseTo(0.75);
  });
});
