import { TopK } from './top-k';

describe('TopK', () => {
  it('keeps the k best of a stream, best first, ties by id', () => {
    const top = new TopK(3);
    [0.1, 0.9, 0.5, 0.9, 0.2, 0.7].forEach((score, id) => top.offer(id, score));
    expect(top.sorted()).toEqual([
      { id: 1, score: 0.9 },
      { id: 3, score: 0.9 },
      { id: 5, score: 0.7 },
    ]);
    expect(top.floor).toBe(0.7);
  });

  it('keeps the lower id of equal scores at the boundary, whatever order they come in', () => {
    const top = new TopK(2);
    [
      [9, 0.5],
      [7, 0.8],
      [4, 0.5],
      [6, 0.5],
    ].forEach(([id, score]) => top.offer(id!, score!));
    expect(top.sorted()).toEqual([
      { id: 7, score: 0.8 },
      { id: 4, score: 0.5 },
    ]);
  });

  it('holds nothing for k = 0', () => {
    const top = new TopK(0);
    top.offer(1, 1);
    expect(top.sorted()).toEqual([]);
  });
});
