import { distinctInOrder, ndcgAt, recallAt, reciprocalRank, states } from './metrics';

it('scores a ranking as trec_eval does', () => {
  const ranked = ['a', 'b', 'c'];
  expect(recallAt(ranked, new Set(['b']), 1)).toBe(0);
  expect(recallAt(ranked, new Set(['b']), 2)).toBe(1);
  expect(reciprocalRank(ranked, new Set(['c']))).toBeCloseTo(1 / 3);
  expect(reciprocalRank(ranked, new Set(['z']))).toBe(0);
  expect(ndcgAt(ranked, new Map([['a', 1]]), 10)).toBe(1);
  expect(ndcgAt(ranked, new Map([['b', 1]]), 10)).toBeCloseTo(1 / Math.log2(3));
  expect(
    ndcgAt(
      ranked,
      new Map([
        ['b', 2],
        ['z', 1],
      ]),
      10,
    ),
  ).toBeCloseTo(2 / Math.log2(3) / (2 + 1 / Math.log2(3)));
  expect(distinctInOrder(['a', 'b', 'a', 'c'])).toEqual(['a', 'b', 'c']);
  expect(states('The deadline is  31\nMarch.', '31 march')).toBe(true);
  expect(states('4 GHz only', '2.4 GHz')).toBe(false);
});
