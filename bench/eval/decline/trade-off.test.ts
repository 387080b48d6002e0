import type { SignalRow } from './gather-signals';
import { chooseThreshold, declinesAt } from './trade-off';

const row = (id: string, answerable: boolean, p: number): SignalRow & { p: number } => ({
  id,
  slug: 'bot',
  question: `${id}?`,
  half: 'odd',
  worded: false,
  training: false,
  nearTopic: false,
  answerable,
  stated: false,
  signals: { model: 'm', margin: 0, bm25: 0, sentence: 0 },
  p,
});

// 20 out-of-scope questions at 0.00–0.19 and one at 0.9; answerable ones between.
const rows = [
  ...Array.from({ length: 20 }, (_, i) => row(`u${i}`, false, i / 100)),
  row('u-hard', false, 0.9),
  row('a1', true, 0.15),
  row('a2', true, 0.5),
  row('a3', true, 0.95),
];
const probability = (r: SignalRow) => (r as SignalRow & { p: number }).p;

describe('the decline trade-off', () => {
  it('counts declined shares below a threshold for each kind of question', () => {
    expect(declinesAt(rows, probability, 0.2)).toEqual({
      answerable: 3,
      outOfScope: 21,
      declined: 20 / 21,
      wronglyDeclined: 1 / 3,
    });
  });

  it('chooses the lowest threshold declining 95% of out-of-scope questions, midway to the next', () => {
    // 20 of 21 is 95.2%: the hard one may pass; the threshold lies between 0.19 and a2's 0.5.
    const threshold = chooseThreshold(rows, probability);
    expect(threshold).toBe(0.345);
    expect(declinesAt(rows, probability, threshold).declined).toBeGreaterThanOrEqual(0.95);
    expect(declinesAt(rows, probability, threshold).wronglyDeclined).toBeCloseTo(1 / 3);
  });

  it('keeps as many digits as the gap between two questions needs', () => {
    const close = [row('u', false, 0.90123), row('a', true, 0.90171), row('b', true, 0.99)];
    expect(chooseThreshold(close, probability)).toBe(0.9015);
  });
});
