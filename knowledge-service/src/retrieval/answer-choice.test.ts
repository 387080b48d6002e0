import { inContext } from '../embeddings/sentence-texts';
import { answerAround } from './answer-sentence';
import { byMeaning, byWords } from './sentence-choice';
import type { Rating, RatedSentence } from './sentence-rating';
import { retrievedChunk } from './retrieved-chunk-fixture';

const chunk = (title: string) => retrievedChunk(title, 'doc');

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

describe('the answer around the chosen sentence', () => {
  const FEES = 'A 34-page ordinary passport costs KES 4,550.';
  const USUAL = 'Passports are processed within 10 working days after biometrics are captured.';
  const URGENT = 'Urgent applications with proof of travel take 3 working days.';
  const COLLECT = 'Collect the passport in person at the office where you applied.';
  const list = [FEES, USUAL, URGENT, COLLECT];
  const ratingOf = (cosines: number[]): Rating => ({
    perChunk: [list],
    rated: list.map((text, index) => ({ ...rated(text, { cosine: cosines[index] }), index })),
    termsOf: () => new Map(),
  });
  const around = (cosines: number[], chosen: number) => {
    const rating = ratingOf(cosines);
    return answerAround(rating, rating.rated[chosen]!, [], []).text;
  };

  it('takes in the sentence next to it when that is nearly as near the question in meaning', () => {
    expect(around([0.8, 0.86, 0.852, 0.8], 1)).toBe(`${USUAL} ${URGENT}`);
    expect(around([0.8, 0.852, 0.86, 0.8], 2)).toBe(`${USUAL} ${URGENT}`);
  });

  it('stays one sentence when the rest of its passage is plainly further in meaning', () => {
    expect(around([0.84, 0.86, 0.84, 0.84], 1)).toBe(USUAL);
  });

  it('takes in a sentence further on that is nearly as near, the one stating the fact', () => {
    // "we never registered our son's birth and he's 2 now, what do we do?" on govstack-services'
    // birth registration page, with the cosines the embedded model gives: the nearest sentence
    // is about births in hospital, the fact two sentences on.
    const HOSPITAL =
      'Births in hospital are notified by the hospital; parents then apply for the certificate online.';
    const LATE = 'Late registration needs a sworn affidavit and a letter from the local chief.';
    const page: [string, number, boolean][] = [
      ['Registering a birth', 0.8405, true],
      ['A birth must be registered within 6 months.', 0.8324, false],
      [HOSPITAL, 0.846, false],
      ['Registration within 6 months is free.', 0.8258, false],
      [LATE, 0.842, false],
      ['Getting a birth certificate', 0.8425, true],
      ['Apply on the e-services portal with the birth notification number.', 0.8413, false],
    ];
    const rating: Rating = {
      perChunk: [page.map(([text]) => text)],
      rated: page.map(([text, cosine, heading], index) => ({
        ...rated(text, { cosine }),
        index,
        heading,
      })),
      termsOf: () => new Map(),
    };
    expect(answerAround(rating, rating.rated[2]!, [], []).text).toBe(`${HOSPITAL} ${LATE}`);
  });

  it('takes only the nearer neighbour, and nothing without cosines', () => {
    expect(around([0.855, 0.86, 0.858, 0.8], 1)).toBe(`${USUAL} ${URGENT}`);
    const words: Rating = {
      perChunk: [list],
      rated: list.map((text, index) => ({ ...rated(text, {}), index })),
      termsOf: () => new Map(),
    };
    expect(answerAround(words, words.rated[1]!, [], []).text).toBe(USUAL);
  });
});
