import { missingShare, missingWords, withoutWords, type Analysis } from './missing-words';

const term = (group: number, df: number) => ({
  term: `t${group}`,
  group,
  kind: 'asked' as const,
  word: `w${group}`,
  weight: 1,
  df,
  idf: 1,
});

// "Can I pay with Bitcoin?": pay is held, bitcoin is not; "card" stands in through a synonym.
const analysis: Analysis = {
  words: [
    { word: 'pay', term: 'pay', idf: 2, group: 2 },
    { word: 'Bitcoin', term: 'bitcoin', idf: 6, group: 4 },
    { word: 'plastic', term: 'plastic', idf: 4, group: 5 },
  ],
  terms: [term(2, 12), term(4, 0), term(5, 0), { ...term(5, 3), kind: 'wordnet', term: 'card' }],
};

describe('the words no passage of the bot holds', () => {
  it('are the words asked whose stem and every synonym are in no passage', () => {
    expect(missingWords(analysis)).toEqual(['bitcoin']);
  });

  it('weigh their share of the question by idf', () => {
    expect(missingShare(analysis)).toBeCloseTo(6 / 12);
    expect(missingShare({ words: [], terms: [] })).toBe(0);
  });

  it('leave the question without them, whole words only', () => {
    expect(withoutWords('Can I pay with Bitcoin, or bitcoins?', ['bitcoin'])).toBe(
      'Can I pay with , or bitcoins?',
    );
  });
});
