import type { Db } from '@switchboard/server-kit/db/connect';
import { answeredAsking, wantedTypes } from './answer-type';
import { isOutdated, marksOutdated } from './outdated-title';
import type { Retrieval, RetrievedChunk } from './retriever';
import { byMeaning, byMeaningAndWords, byWords, type SentenceChoice } from './sentence-choice';
import {
  headingAbove,
  isHeading,
  rateSentences,
  type Rating,
  type RatedSentence,
  type SentenceMeaning,
} from './sentence-rating';

// A sentence opening with one of these leans on the one before it.
const LEANS_BACK =
  /^(?:it|its|this|that|these|those|they|them|their|he|she|then|also|however|but|otherwise|so|there|here|such|both|either|neither)\b/i;

// Facts often take two sentences: the passage's runner-up by words joins when it scores this
// share of the chosen sentence or more.
const RUNNER_UP_SHARE = 0.6;

export interface Pick {
  chunk: RetrievedChunk;
  text: string;
  /** The stems the answer stands on: its sentences, their heading and the title. */
  held: Set<string>;
  /**
   * The passage of another document whose sentence joined the answer (nearlyAsNearElsewhere):
   * cited second, after the chosen sentence's own passage.
   */
  joined?: RetrievedChunk;
}

// Another sentence of the chosen one's passage joins the answer when its cosine to the question
// is within this of the chosen sentence's: the two say one thing together, next to each other
// ("Passports are processed within 10 working days. Urgent applications with proof of travel
// take 3 working days.") or a few sentences apart, the one naming the topic and the one stating
// the fact ("Births in hospital are notified by the hospital … Late registration needs a sworn
// affidavit."). 0.015 is the least that states the most facts on the odd evaluation ids, over
// 0.01 to 0.03 (bench/eval/embeddings/answer-step-check.ts; docs/answer-quality.md). The same
// cut-off lets a sentence of another document join (nearlyAsNearElsewhere).
const NEAR_MEANING = 0.015;

const ownerOf = (chunk: RetrievedChunk) => chunk.documentId ?? chunk.webpageId;

/**
 * The sentence of the chosen one's passage, not in the answer so far, that is nearly as near
 * the question in meaning, if any (the nearest).
 */
function nearlyAsNear(
  rated: RatedSentence[],
  best: RatedSentence,
  picked: { index: number }[],
): RatedSentence | undefined {
  if (best.cosine === undefined) return undefined;
  const inAnswer = new Set(picked.map((p) => p.index));
  return rated
    .filter(
      (c) =>
        c.chunkIndex === best.chunkIndex &&
        !c.heading &&
        !inAnswer.has(c.index) &&
        c.cosine !== undefined &&
        c.cosine >= best.cosine! - NEAR_MEANING,
    )
    .sort((a, b) => b.cosine! - a.cosine!)[0];
}

/**
 * The sentence of another document among the top passages that is nearly as near the question
 * in meaning as the chosen one, if any (the nearest): two documents often hold the two halves of
 * an answer ("After probation, staff give 1 month's notice" / "During probation either side can
 * end the contract with 7 days' notice"), and the model does not always tell which half was
 * asked. Bounded so that it adds a fact rather than length: one sentence at most, rated by words
 * (a word asked in it, or beside it when it holds the value asked) and, when the question asks
 * for a kind of value, holding one of that kind; not from a page its title marks outdated
 * (outdated-title.ts), and not one whose words the answer already holds.
 * On the odd evaluation ids the right answers rise at a cut-off of 0.0125 and stay flat to 0.025,
 * so it shares the passage's own 0.015 (bench/eval/embeddings/choice-pool-score.ts --join;
 * docs/answer-quality.md).
 */
function nearlyAsNearElsewhere(
  rating: Rating,
  best: RatedSentence,
  held: Set<string>,
  wanted: ReturnType<typeof wantedTypes>,
  outdated: (title: string) => boolean,
): RatedSentence | undefined {
  if (best.cosine === undefined) return undefined;
  return rating.rated
    .filter(
      (c) =>
        ownerOf(c.chunk) !== ownerOf(best.chunk) &&
        !c.heading &&
        c.score > 0 &&
        (wanted.length === 0 || c.typed) &&
        c.cosine !== undefined &&
        c.cosine >= best.cosine! - NEAR_MEANING &&
        !outdated(c.chunk.title) &&
        [...rating.termsOf(c.text).keys()].some((term) => !held.has(term)),
    )
    .sort((a, b) => b.cosine! - a.cosine!)[0];
}

/**
 * The answer around a chosen sentence: a sentence that leans on the one before (or ends in a
 * colon) keeps that neighbour, so the answer is whole, and the runner-up of the same passage
 * joins when nearly as good by words (facts often take two sentences), and so does the passage's
 * sentence nearest the question in meaning after it when nearly as near; never cut inside. Then
 * another document's sentence may join, said after them (nearlyAsNearElsewhere); what the answer
 * holds for the lexical confidence stays its own passage's.
 */
export function answerAround(
  rating: Rating,
  best: RatedSentence,
  wanted: ReturnType<typeof wantedTypes>,
  askedTerms: string[],
  outdated: (title: string) => boolean = marksOutdated,
): Pick {
  const { perChunk, rated, termsOf } = rating;
  const list = perChunk[best.chunkIndex]!;
  let first = best.index;
  let last = best.index;
  if (LEANS_BACK.test(best.text) && first > 0 && !isHeading(list[first - 1]!)) first -= 1;
  if (/:\s*$/.test(best.text) && last + 1 < list.length) last += 1;
  const second = rated
    .filter(
      (c) =>
        c.chunkIndex === best.chunkIndex &&
        c.heading === best.heading &&
        c.score > 0 &&
        (c.index < first || c.index > last) &&
        c.score >= best.score * RUNNER_UP_SHARE,
    )
    .sort((a, b) => b.score - a.score)[0];
  const picked = [...list.slice(first, last + 1).map((text, i) => ({ text, index: first + i }))];
  if (second) picked.push({ text: second.text, index: second.index });
  const beside = nearlyAsNear(rated, best, picked);
  if (beside) picked.push({ text: beside.text, index: beside.index });
  picked.sort((a, b) => a.index - b.index);
  const text = picked.map((p) => p.text).join(' ');
  const held = new Set<string>([
    ...termsOf(best.chunk.title).keys(),
    ...termsOf(headingAbove(list, first)).keys(),
  ]);
  for (const sentence of picked) for (const term of termsOf(sentence.text).keys()) held.add(term);
  for (const term of answeredAsking(text, wanted, askedTerms)) held.add(term);
  const elsewhere = nearlyAsNearElsewhere(rating, best, held, wanted, outdated);
  return {
    chunk: best.chunk,
    text: elsewhere ? `${text} ${elsewhere.text}` : text,
    held,
    ...(elsewhere ? { joined: elsewhere.chunk } : {}),
  };
}

/** The answer step's two choices among the rated sentences (sentence-choice.ts). */
export interface ChosenSentences {
  /** The sentence the answer says: chosen by meaning and words (by words alone without cosines). */
  said: RatedSentence;
  /** The sentence the decline judges the question by: chosen by meaning alone. */
  judged: RatedSentence;
}

/**
 * Both choices, prose before headings (which only answer when no prose matches); none when
 * no sentence will do.
 */
export function chooseSentences(rated: RatedSentence[]): ChosenSentences | undefined {
  const meant = rated.some((c) => c.cosine !== undefined);
  const choose = (choice: SentenceChoice) =>
    choice(rated.filter((c) => !c.heading)) ?? choice(rated);
  const said = choose(meant ? byMeaningAndWords : byWords);
  const judged = meant ? choose(byMeaning) : said;
  return said && judged ? { said, judged } : undefined;
}

/** The answer around the sentence said, with the cosine of the one the decline judges by. */
export interface ChosenAnswer extends Pick {
  /** The judged sentence's cosine to the question (read with its title), when the embedding took part. */
  judgedCosine?: number;
}

/** The answer a rating gives: said around one choice, judged by the other (chooseSentences). */
export function answerOfRating(
  rating: Rating,
  wanted: ReturnType<typeof wantedTypes>,
  askedTerms: string[],
  outdated: (title: string) => boolean,
): ChosenAnswer | undefined {
  const chosen = chooseSentences(rating.rated);
  if (!chosen) return undefined;
  const { cosine } = chosen.judged;
  return {
    ...answerAround(rating, chosen.said, wanted, askedTerms, outdated),
    ...(cosine !== undefined ? { judgedCosine: cosine } : {}),
  };
}

/** The answer the best passages give the question, and the cosine its decline reads. */
export async function bestSentence(
  db: Db,
  retrieval: Retrieval,
  chunks: RetrievedChunk[],
  meaning?: SentenceMeaning,
): Promise<ChosenAnswer | undefined> {
  const rating = await rateSentences(db, retrieval, chunks, meaning);
  return answerOfRating(
    rating,
    wantedTypes(retrieval.analysis.question),
    retrieval.analysis.words.map((w) => w.term),
    (title) => isOutdated(title, retrieval.analysis),
  );
}
