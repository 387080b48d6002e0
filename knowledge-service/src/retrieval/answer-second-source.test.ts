import { citedPassages } from './answer-composer';
import { answerAround } from './answer-sentence';
import type { Rating } from './sentence-rating';
import { wantedTypes } from './answer-type';
import { retrievedChunk } from './retrieved-chunk-fixture';
import type { RetrievedChunk } from './retriever';

/*
 * "how much notice do I give if I quit while still on probation?" on hr-onboarding's seeded
 * knowledge (eval id hr-026), with the fused top 3 passages as retrieval gives them and each
 * sentence's cosine to the question (read after its title) from the embedded model, its BM25
 * rating and whether it holds the kind of value asked: the nearest sentence is the resignation
 * page's "After probation…", and the probation page's "During probation…", the fact, stands
 * 0.011 below it.
 */
const QUESTION = 'how much notice do I give if I quit while still on probation?';
const AFTER = "After probation, staff give 1 month's notice in writing.";
const MANAGERS = "Managers and staff on grade 7 and above give 3 months' notice.";
const DURING = "During probation either side can end the contract with 7 days' notice.";

const passage = (documentId: string, title: string, bm25: number): RetrievedChunk => ({
  ...retrievedChunk(title, documentId),
  chunkId: bm25,
  bm25,
});

// What the resigning page answers by itself: the chosen sentence and its runner-up by words.
const ANSWER = `${AFTER} ${MANAGERS}`;

// [text, cosine, BM25 rating, holds the kind of value asked, heading]
type Line = [string, number, number, boolean, boolean];

const RESIGNING: Line[] = [
  ['Resigning and Leaving Notice periods', 0.8445, 46.74, false, true],
  [AFTER, 0.8941, 84.16, true, false],
  [MANAGERS, 0.8505, 77.67, true, false],
  ['Your last day', 0.8385, 0, false, true],
  [
    'Return your laptop, badge and any other equipment to the IT desk on your last day.',
    0.8161,
    0,
    false,
    false,
  ],
  ['HR offers every leaver an exit interview.', 0.7995, 0, false, false],
  ['Final pay', 0.8244, 0, false, true],
  [
    'Final pay, including any untaken annual leave, is paid within 14 days of your last day together with your certificate of service.',
    0.8509,
    0,
    true,
    false,
  ],
];
const PROBATION: Line[] = [
  ['Probation Policy', 0.8517, 8.13, false, true],
  ['Length of probation', 0.8622, 10.04, false, true],
  ['Every new member of staff serves a probation period of 6 months.', 0.8558, 11.08, true, false],
  [
    'It can be extended once, by up to 3 months, if more time is needed to assess the role.',
    0.8525,
    7.26,
    true,
    false,
  ],
  ['Reviews during probation', 0.855, 7.97, false, true],
  [
    'Your line manager holds a review meeting at the end of month 3 and again before month 6 ends, and records the outcome in the HR portal.',
    0.8446,
    0,
    false,
    false,
  ],
  [
    'Staff confirmed in post receive a confirmation letter from HR within 10 working days of the final review.',
    0.8596,
    0,
    true,
    false,
  ],
  ['Notice during probation', 0.8844, 21.36, false, true],
  [DURING, 0.8833, 27.37, true, false],
];
const REFERRAL: Line[] = [
  ['Staff Referral Scheme The referral reward', 0.8118, 0, false, true],
  ['Recommend someone for an advertised vacancy through the HR portal.', 0.7889, 0, false, false],
  [
    'If they are hired, you receive KES 25,000 once they pass their probation.',
    0.8593,
    6.56,
    true,
    false,
  ],
];

// Words stand in for the english stems the database gives: what is held is all this test reads.
const wordsOf = (text: string | undefined) =>
  new Map((text?.toLowerCase().match(/[a-z0-9']+/g) ?? []).map((word) => [word, 1]));

interface Top {
  resigning: RetrievedChunk;
  probation: RetrievedChunk;
  referral: RetrievedChunk;
  rating: Rating;
}

function topThree(
  change: (line: Line, passage: number) => Line = (line) => line,
  probationTitle = 'Probation Policy',
): Top {
  const resigning = passage('resignation-and-leaving', 'Resigning and Leaving', 28.43);
  const probation = passage('probation-policy', probationTitle, 17.18);
  const referral = passage('staff-referral-scheme', 'Staff Referral Scheme', 6.39);
  const chunks = [resigning, probation, referral];
  const lists = [RESIGNING, PROBATION, REFERRAL].map((lines, p) =>
    lines.map((line) => change(line, p)),
  );
  return {
    resigning,
    probation,
    referral,
    rating: {
      perChunk: lists.map((lines) => lines.map(([text]) => text)),
      rated: lists.flatMap((lines, chunkIndex) =>
        lines.map(([text, cosine, score, typed, heading], index) => ({
          chunk: chunks[chunkIndex]!,
          chunkIndex,
          index,
          text,
          heading,
          score,
          typed,
          cosine,
        })),
      ),
      termsOf: wordsOf,
    },
  };
}

const answerOf = ({ rating }: Top) =>
  answerAround(rating, rating.rated[1]!, wantedTypes(QUESTION), [...wordsOf(QUESTION).keys()]);

it("joins the other document's nearly-as-near sentence after the chosen one, and cites it second", () => {
  const top = topThree();
  const pick = answerOf(top);
  expect(pick.text).toBe(`${AFTER} ${MANAGERS} ${DURING}`);
  expect(pick.chunk).toBe(top.resigning);
  expect(pick.joined).toBe(top.probation);
  // Cited although its passage's BM25 (17.18) is under three quarters of the chosen one's.
  expect(citedPassages(pick, [top.resigning, top.probation, top.referral])).toEqual([
    top.resigning,
    top.probation,
  ]);
});

it('cites the chosen passage first and other strong documents after the joined one', () => {
  const top = topThree();
  const strong = { ...top.referral, bm25: 25 };
  const pick = answerOf(top);
  expect(citedPassages(pick, [top.resigning, strong, top.probation])).toEqual([
    top.resigning,
    top.probation,
    strong,
  ]);
  expect(citedPassages({ chunk: top.resigning }, [top.resigning, strong, top.probation])).toEqual([
    top.resigning,
    strong,
  ]);
});

describe('joins nothing', () => {
  const without = (change: (line: Line, passage: number) => Line, title?: string) =>
    answerOf(topThree(change, title));
  const onDuring =
    (edit: (line: Line) => Line) =>
    (line: Line): Line =>
      line[0] === DURING ? edit(line) : line;

  it('when no other sentence is within 0.015 of the chosen one in meaning', () => {
    const pick = without(onDuring(([text, , ...rest]) => [text, 0.879, ...rest]));
    expect(pick.text).toBe(ANSWER);
    expect(pick.joined).toBeUndefined();
  });

  it('from a page its title marks outdated', () => {
    expect(without((line) => line, 'Probation Policy (2024, superseded)').text).toBe(ANSWER);
  });

  it('when the sentence holds no word asked, or not the kind of value asked', () => {
    expect(without(onDuring(([text, cosine, , ...rest]) => [text, cosine, 0, ...rest])).text).toBe(
      ANSWER,
    );
    expect(
      without(onDuring(([text, cosine, score, , heading]) => [text, cosine, score, false, heading]))
        .text,
    ).toBe(ANSWER);
  });

  it('when its words are all in the answer already', () => {
    const repeat = "After probation, staff give 1 month's notice.";
    expect(without(onDuring(([, ...rest]) => [repeat, ...rest])).text).toBe(ANSWER);
  });

  it("from another passage of the chosen sentence's own document", () => {
    const top = topThree();
    const same = { ...top.probation, documentId: top.resigning.documentId };
    for (const c of top.rating.rated) if (c.chunkIndex === 1) c.chunk = same;
    expect(answerOf(top).text).toBe(ANSWER);
  });
});
