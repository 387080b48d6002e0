import { wordnetSynonyms, wordnetVariants } from './wordnet';

it('gives the derived nouns and verbs the english stemmer keeps apart', () => {
  expect(wordnetVariants('apply')).toContain('application');
  expect(wordnetVariants('register')).toContain('registration');
  expect(wordnetVariants('pay')).toContain('payment');
  expect(wordnetVariants('deliver')).toContain('delivery');
  // Adjectives are other ideas ("applicable"), and unknown words have none.
  expect(wordnetVariants('apply')).not.toContain('applicable');
  expect(wordnetVariants('blorptastic')).toEqual([]);
});

it('gives the synonyms of the most frequent sense only', () => {
  expect(wordnetSynonyms('refund')).toContain('repay');
  expect(wordnetSynonyms('blorptastic')).toEqual([]);
});
