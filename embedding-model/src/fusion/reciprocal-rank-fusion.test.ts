import { reciprocalRankFusion } from './reciprocal-rank-fusion';

describe('reciprocalRankFusion', () => {
  it('ranks an item both lists hold above items only one list ranks first', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['d', 'b', 'e'],
    ]);
    // a and d tie (1/61 each): the first list's breaks it.
    expect(fused.map((f) => f.id)).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(fused[0]).toEqual({ id: 'b', score: 2 / 62, ranks: [2, 2] });
    expect(fused[2]!.ranks).toEqual([null, 1]);
  });

  it('breaks ties by the first list, counts a repeated item once, and weighs lists', () => {
    expect(reciprocalRankFusion([['x'], ['y']]).map((f) => f.id)).toEqual(['x', 'y']);
    expect(reciprocalRankFusion([['x', 'x', 'y']])[0]).toMatchObject({ id: 'x', ranks: [1] });
    const weighted = reciprocalRankFusion([['x'], ['y']], { weights: [1, 2] });
    expect(weighted.map((f) => f.id)).toEqual(['y', 'x']);
  });
});
