import { answerOfRating, chooseSentences } from './answer-sentence';
import { byMeaning, byMeaningAndWords } from './sentence-choice';
import type { Rating, RatedSentence } from './sentence-rating';
import { retrievedChunk } from './retrieved-chunk-fixture';
import type { RetrievedChunk } from './retriever';

/*
 * The answer step's two choices: the answer says the sentence chosen by meaning and words, the
 * decline judges the question by the one chosen by meaning alone. "how long will it take for my
 * order to get to Kisumu?" on customer-support's delivery pages: no page names Kisumu, the
 * sentence nearest in meaning is Kigali's, and the one stating the fact holds more words asked.
 */
const passage = (title: string) => retrievedChunk(title);

const KENYA =
  'Delivery takes 1-2 working days in Nairobi and Mombasa and 3-5 working days elsewhere in Kenya.';
const FREE = 'Delivery is free for orders over KES 5,000.';
const KAMPALA = 'Orders to Kampala and Entebbe arrive in 5-7 working days.';
const KIGALI = 'Orders to Kigali arrive in 6-8 working days.';

const PAGES: [RetrievedChunk, [string, number, number, boolean][]][] = [
  [
    passage('Shipping and Delivery'),
    [
      [KENYA, 0.84, 6, true],
      [FREE, 0.82, 3, false],
    ],
  ],
  [
    passage('East Africa Delivery'),
    [
      [KAMPALA, 0.835, 2, true],
      [KIGALI, 0.853, 2, true],
    ],
  ],
];

function ratingOf(withCosines = true): Rating {
  const rated: RatedSentence[] = PAGES.flatMap(([chunk, lines], chunkIndex) =>
    lines.map(([text, cosine, score, typed], index) => ({
      chunk,
      chunkIndex,
      index,
      text,
      heading: false,
      score,
      typed,
      ...(withCosines ? { cosine } : {}),
    })),
  );
  return {
    perChunk: PAGES.map(([, lines]) => lines.map(([text]) => text)),
    rated,
    termsOf: () => new Map(),
  };
}

it('chooses by meaning alone for the decline, and with the words asked for the answer', () => {
  const { rated } = ratingOf();
  expect(byMeaning(rated)?.text).toBe(KIGALI);
  expect(byMeaningAndWords(rated)?.text).toBe(KENYA);
  expect(chooseSentences(rated)).toMatchObject({ said: { text: KENYA }, judged: { text: KIGALI } });
});

it("says the sentence chosen with the words, and gives the decline the meaning choice's cosine", () => {
  const answer = answerOfRating(ratingOf(), [], [], () => false);
  expect(answer?.text).toBe(KENYA);
  expect(answer?.chunk.title).toBe('Shipping and Delivery');
  expect(answer?.judgedCosine).toBe(0.853);
});

it('says and judges one sentence, by words, when the embedding took no part', () => {
  const rating = ratingOf(false);
  const chosen = chooseSentences(rating.rated);
  expect(chosen?.said.text).toBe(KENYA);
  expect(chosen?.judged).toBe(chosen?.said);
  expect(answerOfRating(rating, [], [], () => false)).not.toHaveProperty('judgedCosine');
  expect(chooseSentences([])).toBeUndefined();
});
