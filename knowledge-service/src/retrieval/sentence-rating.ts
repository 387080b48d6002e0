import { sql } from 'drizzle-orm';
import type { Db } from '@switchboard/server-kit/db/connect';
import {
  sentencesOfChunk,
  type PassageSentences,
  type SentenceAt,
} from '../embeddings/sentence-texts';
import { holdsWanted, wantedTypes } from './answer-type';
import { bm25, idfOf, type ScoredTerm } from './bm25';
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

// A short line without a full stop is usually a heading: it names the topic but answers nothing.
export const isHeading = (text: string) => text.length < 60 && !/[.!?]["')\]]*$/.test(text);

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
// And its better neighbour this much: a fact is often stated beside the sentence naming its topic.
const NEIGHBOUR_SHARE = 0.5;

/** The nearest heading above a sentence in its chunk, if any. */
export function headingAbove(list: string[], index: number): string | undefined {
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
