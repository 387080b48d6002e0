import { pool } from './pooling';

// Two sequences of three tokens, two dimensions each; the second's last token is masked out.
const hidden = new Float32Array([3, 4, 0, 2, 0, 4, 1, 0, 3, 0, 100, 100]);
const mask = [
  [1, 1, 1],
  [1, 1, 0],
];

describe('pool', () => {
  it('takes the [CLS] state, normalised', () => {
    const [first, second] = pool(hidden, mask, 2, 'cls');
    expect(Array.from(first!)).toEqual([expect.closeTo(0.6), expect.closeTo(0.8)]);
    expect(Array.from(second!)).toEqual([1, 0]);
  });

  it('averages the kept tokens only, normalised', () => {
    const [first, second] = pool(hidden, mask, 2, 'mean');
    // (3+0+0, 4+2+4) / 3 → (1, 10/3); (1+3, 0+0) / 2 → (2, 0)
    const norm = Math.hypot(1, 10 / 3);
    expect(Array.from(first!)).toEqual([expect.closeTo(1 / norm), expect.closeTo(10 / 3 / norm)]);
    expect(Array.from(second!)).toEqual([1, 0]);
  });
});
