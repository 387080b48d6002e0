import { allMarks, excerptMarks, searchedStems, Stemmer } from './match-marks';

it('highlights the words a tsquery asks for, not the ones it excludes', () => {
  expect(searchedStems("'deliveri' | !'refund' & 'o''brien' <-> 'parcel'")).toEqual(
    new Set(['deliveri', "o'brien", 'parcel']),
  );
  expect(searchedStems('')).toEqual(new Set());
});

it('marks every form of a word by its english stem, numbers as written, by offsets', async () => {
  const text = 'Deliveries of 2.4 kg: one delivery, «« delivered »» late.';
  const marks = await allMarks(text, new Stemmer(new Set(['deliveri', '2.4'])));
  expect(marks.map(([from, to]) => text.slice(from, to))).toEqual([
    'Deliveries',
    '2.4',
    'delivery',
  ]);
});

it('cuts a list excerpt around the first match, whole words, with the marks inside it', async () => {
  const text = `${'Nothing here. '.repeat(100)}The parcel arrived. ${'More after. '.repeat(100)}parcel`;
  const { excerpt, marks } = await excerptMarks(text, new Stemmer(new Set(['parcel'])));
  expect(excerpt[1] - excerpt[0]).toBeLessThanOrEqual(320);
  expect(text.slice(...excerpt)).toMatch(/^Nothing here\. .*The parcel arrived\. More after\./);
  expect(marks).toEqual([[text.indexOf('parcel'), text.indexOf('parcel') + 6]]);
});

it('gives other work a turn every few thousand words of a long message, however fast the machine', async () => {
  // 50,000 words: a thread of long messages is what once held the platform's only thread.
  const text = 'parcel refund and other words '.repeat(10_000);
  let turns = 0;
  let marking = true;
  const countTurns = () => {
    if (!marking) return;
    turns += 1;
    setImmediate(countTurns);
  };
  setImmediate(countTurns);
  const marks = await allMarks(text, new Stemmer(new Set(['parcel'])));
  marking = false;
  expect(marks).toHaveLength(10_000);
  // One turn per 2,000 words scanned (WORDS_PER_TURN), counted, not timed.
  expect(turns).toBeGreaterThanOrEqual(20);
});
