import { byMeaning, byWords, inContext, type RatedSentence } from './answer-sentence';
import type { RetrievedChunk } from './retriever';

const chunk = (title: string): RetrievedChunk => ({
  chunkId: 1,
  documentId: 'doc',
  webpageId: null,
  title,
  url: null,
  content: '',
  pageNumber: null,
  bm25: 10,
  coverage: 1,
  matched: [],
});

const rated = (
  text: string,
  { cosine, score = 0, typed = false, chunkIndex = 0 }: Partial<RatedSentence>,
): RatedSentence => ({
  chunk: chunk('Temporary Trading Permit'),
  chunkIndex,
  index: 0,
  text,
  heading: false,
  score,
  typed,
  ...(cosine === undefined ? {} : { cosine }),
});

const TOPIC = 'Traders who sell at a show need a temporary trading permit.';
const FEE = 'The permit costs KES 300 per day.';
const HOURS = 'The county office is open on weekdays.';

it('reads a sentence after its passage title, so "the permit" names its topic', () => {
  expect(inContext('Temporary Trading Permit', FEE)).toBe(
    'Temporary Trading Permit: The permit costs KES 300 per day.',
  );
  expect(inContext('', FEE)).toBe(FEE);
});

it('chooses the sentence nearest in meaning, not the one holding most words', () => {
  const pool = [
    rated(TOPIC, { cosine: 0.84, score: 17 }),
    rated(FEE, { cosine: 0.86, score: 0 }),
    rated(HOURS, { cosine: 0.8, score: 2 }),
  ];
  expect(byWords(pool)?.text).toBe(TOPIC);
  expect(byMeaning(pool)?.text).toBe(FEE);
});

it('puts a sentence holding the kind of value asked for ahead of a slightly nearer one', () => {
  const pool = [
    rated(TOPIC, { cosine: 0.85 }),
    rated(FEE, { cosine: 0.845, typed: true }),
    rated(HOURS, { cosine: 0.8 }),
  ];
  expect(byMeaning(pool)?.text).toBe(FEE);
  // Far nearer still wins: the value's kind is a lean, not a rule.
  const far = [
    rated(TOPIC, { cosine: 0.9 }),
    rated(FEE, { cosine: 0.8, typed: true }),
    rated(HOURS, { cosine: 0.8 }),
  ];
  expect(byMeaning(far)?.text).toBe(TOPIC);
});

it('leans towards the better-ranked passage when two sentences are alike in meaning', () => {
  const pool = [
    rated(FEE, { cosine: 0.85, chunkIndex: 2 }),
    rated(TOPIC, { cosine: 0.849, chunkIndex: 0 }),
    rated(HOURS, { cosine: 0.8, chunkIndex: 1 }),
  ];
  expect(byMeaning(pool)?.text).toBe(TOPIC);
});

it('goes by words when a sentence has no cosine, and chooses nothing from nothing', () => {
  const pool = [rated(TOPIC, { score: 3 }), rated(FEE, { score: 1, cosine: 0.9 })];
  expect(byMeaning(pool)?.text).toBe(TOPIC);
  expect(byMeaning([])).toBeUndefined();
});
