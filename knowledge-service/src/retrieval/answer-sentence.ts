import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import {
  sentencesOfChunk,
  type PassageSentences,
  type SentenceAt,
} from '../embeddings/sentence-texts';
import { answeredAsking, holdsWanted, wantedTypes } from './answer-type';
import { bm25, idfOf, type ScoredTerm } from './bm25';
import { isOutdated, marksOutdated } from './outdated-title';
import type { Retrieval, RetrievedChunk } from './retriever';

/** What the embedding adds to the answer step: each sentence's cosine to the question. */
export interface SentenceMeaning {
  /**
   * The cosine of each sentence asked for (read after its passage's title) to the question.
   * Null when the model fails on them: the answer goes by words alone.
   */
  cosines(passages: PassageSentences[], asked: SentenceAt[]): Promise<number[] | null>;
  /**
   * The question's usual cosine to this bot's passages (the mean over those ranked 6th to
   * 50th by vector): the model's cosines crowd near 0.8 for any text, so what tells an
   * answer is how far a sentence stands above that.
   */
  background: number;
}

export { inContext } from '../embeddings/sentence-texts';

// A short line without a full stop is usually a heading: it names the topic but answers nothing.
const isHeading = (text: string) => text.length < 60 && !/[.!?]["')\]]*$/.test(text);

// A sentence opening with one of these leans on the one before it.
const LEANS_BACK =
  /^(?:it|its|this|that|these|those|they|them|their|he|she|then|also|however|but|otherwise|so|there|here|such|both|either|neither)\b/i;

export interface RatedSentence {
  chunk: RetrievedChunk;
  chunkIndex: number;
  /** The sentence's place in its chunk. */
  index: number;
  text: string;
  heading: boolean;
  /** The lexical score: BM25 over the passages' sentences, with context (0: no word asked). */
  score: number;
  /** Whether it holds the kind of value the question asks for (answer-type.ts). */
  typed: boolean;
  /**
   * Its cosine to the question read with its passage's title ("Temporary trading permit: The
   * permit costs KES 300 per day."), when the embedding took part: alone, a sentence naming
   * its topic only by "it" or "the permit" is far from a question naming that topic.
   */
  cosine?: number;
}

export interface Rating {
  perChunk: string[][];
  rated: RatedSentence[];
  termsOf(text: string | undefined): Map<string, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each text's stems with their counts, by the english configuration that indexes chunks. */
async function stemsOf(db: Db, texts: string[]): Promise<Map<string, Map<string, number>>> {
  const stems = new Map(texts.map((text) => [text, new Map<string, number>()]));
  if (texts.length === 0) return stems;
  const unique = [...stems.keys()];
  const rows = rowsOf<{ i: number; lexeme: string; tf: number }>(
    await db.execute(sql`
      SELECT s.i, v.lexeme, coalesce(array_length(v.positions, 1), 1) AS tf
      FROM unnest(ARRAY[${sql.join(
        unique.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS s(text, i)
      CROSS JOIN LATERAL unnest(to_tsvector('english', s.text)) v`),
  );
  for (const row of rows) stems.get(unique[Number(row.i) - 1]!)!.set(row.lexeme, Number(row.tf));
  return stems;
}

// A sentence holding the kind of value the question asks for (answer-type.ts) counts this much more.
const ANSWER_TYPE_BOOST = 2;

// The heading above a sentence (and the document's title) count this much beside it.
const CONTEXT_SHARE = 0.3;
const RUNNER_UP_SHARE = 0.6;
const NEIGHBOUR_SHARE = 0.5;

/** The nearest heading above a sentence in its chunk, if any. */
function headingAbove(list: string[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i -= 1) if (isHeading(list[i]!)) return list[i];
  return undefined;
}

/**
 * Every sentence of the given passages, rated for the question by words: BM25 over those
 * passages' sentences as the collection (so a word every sentence of a document repeats,
 * like its subject, tells them apart less than the word only the answer holds), with the
 * same weighted terms and synonyms, its heading as context, leaning towards the better
 * passages; with `meaning`, each also gets its cosine to the question.
 */
export async function rateSentences(
  db: Db,
  retrieval: Retrieval,
  chunks: RetrievedChunk[],
  meaning?: SentenceMeaning,
): Promise<Rating> {
  const perChunk = chunks.map((chunk) => sentencesOfChunk(chunk.content));
  const candidates: Omit<RatedSentence, 'score' | 'heading' | 'typed'>[] = [];
  const seen = new Set<string>();
  perChunk.forEach((list, chunkIndex) =>
    list.forEach((text, index) => {
      if (seen.has(text)) return;
      seen.add(text);
      candidates.push({ chunk: chunks[chunkIndex]!, chunkIndex, index, text });
    }),
  );
  const stems = await stemsOf(db, [
    ...candidates.map((c) => c.text),
    ...chunks.map((c) => c.title),
  ]);
  const termsOf = (text: string | undefined) => (text === undefined ? new Map() : stems.get(text)!);
  const local = new Map<string, number>();
  for (const c of candidates)
    for (const term of termsOf(c.text).keys()) local.set(term, (local.get(term) ?? 0) + 1);
  const n = candidates.length;
  const scored: ScoredTerm[] = retrieval.scored.map((t) => ({
    ...t,
    value: t.value * idfOf(n, local.get(t.term) ?? 0),
  }));
  const avg = candidates.reduce((sum, c) => sum + termsOf(c.text).size, 0) / Math.max(n, 1);
  const top = Math.max(chunks[0]?.bm25 ?? 0, 1e-9);
  const rate = (terms: Map<string, number>) =>
    bm25(scored, (term) => terms.get(term) ?? 0, terms.size, avg);
  const wanted = wantedTypes(retrieval.analysis.question);
  const ownOf = (text: string) => rate(termsOf(text));
  // The better of a sentence's neighbours in its passage: a fact is often stated next to the
  // sentence that names its topic ("A temporary permit is for shows. It costs KES 300 a day.").
  const neighbourOf = (list: string[], i: number) =>
    Math.max(
      ...[list[i - 1], list[i + 1]].map((text) =>
        text === undefined || isHeading(text) ? 0 : ownOf(text),
      ),
    );
  const cosines = meaning
    ? await meaning.cosines(
        chunks.map((chunk, i) => ({
          chunkId: chunk.chunkId,
          title: chunk.title,
          sentences: perChunk[i]!,
        })),
        candidates.map((c) => ({ passage: c.chunkIndex, index: c.index })),
      )
    : null;
  const rated = candidates.map((c, i) => {
    const list = perChunk[c.chunkIndex]!;
    const context = new Map([...termsOf(c.chunk.title), ...termsOf(headingAbove(list, c.index))]);
    const own = ownOf(c.text);
    const typed = holdsWanted(c.text, wanted);
    const neighbour = neighbourOf(list, c.index);
    const evidence = own + NEIGHBOUR_SHARE * neighbour + CONTEXT_SHARE * rate(context);
    return {
      ...c,
      heading: isHeading(c.text),
      typed,
      score:
        own > 0 || (typed && neighbour > 0)
          ? evidence * (typed ? ANSWER_TYPE_BOOST : 1) * (0.5 + (0.5 * c.chunk.bm25) / top)
          : 0,
      ...(cosines ? { cosine: cosines[i]! } : {}),
    };
  });
  return { perChunk, rated, termsOf };
}

export interface Pick {
  chunk: RetrievedChunk;
  text: string;
  /** The stems the answer stands on: its sentences, their heading and the title. */
  held: Set<string>;
  /** The chosen sentence's cosine to the question (read with its title), when the embedding took part. */
  cosine?: number;
  /**
   * The passage of another document whose sentence joined the answer (nearlyAsNearElsewhere):
   * cited second, after the chosen sentence's own passage.
   */
  joined?: RetrievedChunk;
}

/** Chooses the answer sentence among rated ones; undefined when none will do. */
export type SentenceChoice = (pool: RatedSentence[]) => RatedSentence | undefined;

/** The composer's choice by words alone: the best lexical score, the better passage on a tie. */
export const byWords: SentenceChoice = (pool) =>
  [...pool]
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.chunkIndex - b.chunkIndex || a.index - b.index)[0];

// What the choice with the embedding weighs beside a sentence's cosine (in standard deviations
// of the pool's cosines): holding the kind of value asked for, and each place its passage
// stands lower in the ranking. Fitted on the odd evaluation ids (answer-step-check.ts).
const TYPED_BONUS = 0.75;
const RANK_STEP = 0.25;

/** Each value's distance from the list's mean, in standard deviations (0 for a flat list). */
function standardised(values: number[]): number[] {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
  return values.map((v) => (sd > 0 ? (v - mean) / sd : 0));
}

/**
 * The choice with the embedding: the sentence nearest the question in meaning (read with its
 * passage's title), a little ahead when it holds the kind of value asked for and a little
 * behind for each place its passage ranks lower. Words come in through the runner-up that
 * answerAround adds, which is the better use of them: ranking by words as well (reciprocal
 * rank fusion, or a weighted sum) chose worse on the odd ids. Before any decline, the chosen
 * answer stated the fact for 85.1% of the odd ids against 71.9% by that fusion; held out,
 * 77.5% against 73.0% (even) and 70.6% against 60.8% (customer-worded).
 */
export const byMeaning: SentenceChoice = (pool) => {
  if (pool.length === 0) return undefined;
  if (pool.some((c) => c.cosine === undefined)) return byWords(pool);
  const near = standardised(pool.map((c) => c.cosine!));
  const worth = pool.map(
    (c, i) => near[i]! + (c.typed ? TYPED_BONUS : 0) - RANK_STEP * c.chunkIndex,
  );
  let best = 0;
  for (let i = 1; i < pool.length; i += 1) if (worth[i]! > worth[best]!) best = i;
  return pool[best];
};

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
 * holds for the lexical confidence stays its own passage's, like the decline's cosine.
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
    ...(best.cosine !== undefined ? { cosine: best.cosine } : {}),
    ...(elsewhere ? { joined: elsewhere.chunk } : {}),
  };
}

/**
 * The sentence of the best passages that best answers the question (prose before headings,
 * which only answer when no prose matches), with the neighbours it needs.
 */
export async function bestSentence(
  db: Db,
  retrieval: Retrieval,
  chunks: RetrievedChunk[],
  meaning?: SentenceMeaning,
): Promise<Pick | undefined> {
  const rating = await rateSentences(db, retrieval, chunks, meaning);
  const choose = rating.rated.some((c) => c.cosine !== undefined) ? byMeaning : byWords;
  const prose = rating.rated.filter((c) => !c.heading);
  const best = choose(prose) ?? choose(rating.rated);
  if (!best) return undefined;
  return answerAround(
    rating,
    best,
    wantedTypes(retrieval.analysis.question),
    retrieval.analysis.words.map((w) => w.term),
    (title) => isOutdated(title, retrieval.analysis),
  );
}
