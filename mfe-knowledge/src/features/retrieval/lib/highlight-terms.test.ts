import { highlightTerms, type MatchedTerm } from './highlight-terms';

const term = (t: string, word = t, kind: MatchedTerm['kind'] = 'asked'): MatchedTerm => ({
  term: t,
  tf: 1,
  word,
  kind,
});

const marked = (content: string, matched: MatchedTerm[]) =>
  highlightTerms(content, matched)
    .filter((part) => part.term)
    .map((part) => part.text);

it('marks every word whose english stem was matched, in any inflection', () => {
  expect(
    marked('Returns are refunded. Our return policy and policies.', [
      term('return'),
      term('polici', 'policy'),
    ]),
  ).toEqual(['Returns', 'return', 'policy', 'policies']);
});

it('keeps numbers whole and marks them only when they were asked', () => {
  expect(
    marked('The speaker joins 2.4 GHz networks, not 5 GHz.', [term('2.4'), term('ghz')]),
  ).toEqual(['2.4', 'GHz', 'GHz']);
});

it('tells a synonym apart from a word asked', () => {
  const [, damaged] = highlightTerms('Items damaged in transit', [
    term('damag', 'damaged', 'wordnet'),
  ]);
  expect(damaged).toEqual({ text: 'damaged', term: term('damag', 'damaged', 'wordnet') });
});

it('loses no character and turns no text into markup', () => {
  const content = '<img src=x onerror=alert(1)> return & <b>refund</b>\n\nnext';
  const parts = highlightTerms(content, [term('return'), term('refund')]);
  expect(parts.map((part) => part.text).join('')).toBe(content);
  expect(parts.filter((part) => part.term).map((part) => part.text)).toEqual(['return', 'refund']);
});
