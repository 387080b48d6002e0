import { synonymList } from './synonym-list';

describe('synonymList', () => {
  it('names each searched pair once, with every list that holds it', () => {
    expect(
      synonymList([
        { word: 'repair', synonym: 'reparation', source: 'wordnet' },
        { word: 'repair', synonym: 'reparation', source: 'wordnet' },
        { word: 'Repair', synonym: 'reparation', source: 'domain' },
        { word: 'repair', synonym: 'fix', source: 'domain' },
      ]),
    ).toBe("repair → reparation (WordNet and bot's list), repair → fix (bot's list)");
  });

  it('says none when the question searched no synonym', () => {
    expect(synonymList([])).toBe('none');
  });
});
