import { sql } from 'drizzle-orm';
import type { AnswerOutcome } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { sentences } from '../indexing/chunker';
import { answeredAsking, holdsWanted, wantedTypes } from './answer-type';
import { bm25, idfOf, type ScoredTerm } from './bm25';
import { coverageOf, type Retrieval, type RetrievedChunk } from './retriever';

/** Below this the service says it does not know rather than guess. */
export const MIN_CONFIDENCE = 0.12;
const MAX_SOURCES = 3;
const PASSAGE_CHARS = 600;
// The passages whose sentences compete for the answer.
const ANSWER_CHUNKS = 3;

export interface Source {
  type: 'document' | 'webpage';
  id: string;
  title: string;
  url?: string;
  page?: number;
  passage: string;
  score: number;
}

export interface Answer {
  answer: string;
  sources: Source[];
  confidence: number;
  /** The service's own verdict; what every reader of a declined answer goes by. */
  outcome: Extract<AnswerOutcome, 'answered' | 'declined'>;
}

export const NO_ANSWER =
  "I don't know. None of the documents or web pages this service has been given answer that question.";

/** The service's decline: it says it does not know, cites nothing, and says it declined. */
export const declined = (confidence: number): Answer => ({
  answer: NO_ANSWER,
  sources: [],
  confidence,
  outcome: 'declined',
});

const round = (value: number) => Math.round(value * 1000) / 1000;

/*
 * An answer needs both: its sentences must cover enough of the question's weight, and the
 * passage it stands on must match strongly in absolute terms (its BM25 against this much)
 * or hold every word asked. A question matching only one or two words of the
 * knowledge can be "covered" well by them, but the evidence is thin: most out-of-scope
 * questions look like that. Squared: matching half the question's weight is weak evidence,
 * so it scores a quarter. With the threshold at 0.12 an answer needs 35% coverage and a
 * passage scoring about 14. Calibrated on the odd-numbered evaluation questions
 * (npm run eval -- --ids odd).
 */
const FULL_EVIDENCE = 40;
// An answer holding the kind of value asked for ("KES 50" for "how much") is evidence by
// itself, worth this share of its coverage: such an answer needs half the question covered.
const TYPED_SHARE = 0.7;
export const confidenceOf = (coverage: number, passage: RetrievedChunk, typed = false) =>
  round(
    Math.max(
      Math.min(coverage, passage.coverage >= 0.999 ? 1 : passage.bm25 / FULL_EVIDENCE, 1),
      typed ? TYPED_SHARE * coverage : 0,
    ) ** 2,
  );

// A short line without a full stop is usually a heading: it names the topic but answers nothing.
const isHeading = (text: string) => text.length < 60 && !/[.!?]["')\]]*$/.test(text);

// A sentence opening with one of these leans on the one before it.
const LEANS_BACK =
  /^(?:it|its|this|that|these|those|they|them|their|he|she|then|also|however|but|otherwise|so|there|here|such|both|either|neither)\b/i;

interface Candidate {
  chunk: RetrievedChunk;
  chunkIndex: number;
  /** The sentence's place in its chunk. */
  index: number;
  text: string;
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

export interface Pick {
  chunk: RetrievedChunk;
  text: string;
  /** The stems the answer stands on: its sentences, their heading and the title. */
  held: Set<string>;
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
 * The sentence of the best passages that best answers the question: BM25 over those
 * passages' sentences as the collection (so a word every sentence of a document repeats,
 * like its subject, tells them apart less than the word only the answer holds), with the
 * same weighted terms and synonyms, its heading as context, leaning towards the better
 * passages; headings only when no prose matches. A sentence that leans on the one before
 * (or ends in a colon) keeps that neighbour, so the answer is whole; sentences are never
 * cut inside.
 */
export async function bestSentence(
  db: Db,
  retrieval: Retrieval,
  chunks: RetrievedChunk[],
): Promise<Pick | undefined> {
  const perChunk = chunks.map((chunk) => sentences(chunk.content).map((s) => s.trim()));
  const candidates: Candidate[] = [];
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
  const rated = candidates
    .map((c) => {
      const list = perChunk[c.chunkIndex]!;
      const context = new Map([...termsOf(c.chunk.title), ...termsOf(headingAbove(list, c.index))]);
      const own = ownOf(c.text);
      const typed = holdsWanted(c.text, wanted);
      const neighbour = neighbourOf(list, c.index);
      const evidence = own + NEIGHBOUR_SHARE * neighbour + CONTEXT_SHARE * rate(context);
      return {
        ...c,
        score:
          own > 0 || (typed && neighbour > 0)
            ? evidence * (typed ? ANSWER_TYPE_BOOST : 1) * (0.5 + (0.5 * c.chunk.bm25) / top)
            : 0,
      };
    })
    .filter((c) => c.score > 0);
  const prose = rated.filter((c) => !isHeading(c.text));
  const pool = prose.length > 0 ? prose : rated;
  const best = [...pool].sort(
    (a, b) => b.score - a.score || a.chunkIndex - b.chunkIndex || a.index - b.index,
  )[0];
  if (!best) return undefined;
  const list = perChunk[best.chunkIndex]!;
  let first = best.index;
  let last = best.index;
  if (LEANS_BACK.test(best.text) && first > 0 && !isHeading(list[first - 1]!)) first -= 1;
  if (/:\s*$/.test(best.text) && last + 1 < list.length) last += 1;
  // The runner-up of the same passage joins when nearly as good: facts often take two sentences.
  const second = pool
    .filter(
      (c) =>
        c.chunkIndex === best.chunkIndex &&
        (c.index < first || c.index > last) &&
        c.score >= best.score * RUNNER_UP_SHARE,
    )
    .sort((a, b) => b.score - a.score)[0];
  const picked = [...list.slice(first, last + 1).map((text, i) => ({ text, index: first + i }))];
  if (second) picked.push({ text: second.text, index: second.index });
  picked.sort((a, b) => a.index - b.index);
  const text = picked.map((p) => p.text).join(' ');
  const held = new Set<string>([
    ...termsOf(best.chunk.title).keys(),
    ...termsOf(headingAbove(list, first)).keys(),
  ]);
  for (const sentence of picked) for (const term of termsOf(sentence.text).keys()) held.add(term);
  for (const term of answeredAsking(
    text,
    wanted,
    retrieval.analysis.words.map((w) => w.term),
  ))
    held.add(term);
  return {
    chunk: best.chunk,
    text,
    held,
  };
}

/** The fields of a retrieved chunk a source cites. */
type CitedChunk = Omit<RetrievedChunk, 'chunkId' | 'bm25' | 'coverage' | 'matched'>;

/** The source an answer cites: its passage cut to PASSAGE_CHARS, with the given score. */
export function sourceOf(chunk: CitedChunk, score: number): Source {
  return {
    type: chunk.documentId ? 'document' : 'webpage',
    id: (chunk.documentId ?? chunk.webpageId)!,
    title: chunk.title || chunk.url || 'Untitled',
    ...(chunk.url ? { url: chunk.url } : {}),
    ...(chunk.pageNumber ? { page: chunk.pageNumber } : {}),
    passage:
      chunk.content.length > PASSAGE_CHARS
        ? `${chunk.content.slice(0, PASSAGE_CHARS).trimEnd()}…`
        : chunk.content,
    score,
  };
}

/**
 * An extractive answer: the one sentence (with the neighbour it needs) of the best
 * passages that best matches the question. Its source is cited beside it (`sources`, the
 * chosen passage first), not inside it: `According to "<raw title>":` read like a machine.
 * Nothing is invented; when the
 * chosen sentence covers too little of the question, it says it does not know.
 */
export async function composeAnswer(db: Db, retrieval: Retrieval): Promise<Answer> {
  const chunks = retrieval.chunks;
  if (chunks.length === 0) return declined(0);
  const pick = await bestSentence(db, retrieval, chunks.slice(0, ANSWER_CHUNKS));
  const confidence = pick
    ? confidenceOf(
        coverageOf(pick.held, retrieval.scored, retrieval.analysis),
        pick.chunk,
        holdsWanted(pick.text, wantedTypes(retrieval.analysis.question)),
      )
    : 0;
  if (!pick || confidence < MIN_CONFIDENCE) return declined(confidence);
  // The cited passage first, then other documents or pages nearly as strong.
  const owner = (chunk: RetrievedChunk) => chunk.documentId ?? chunk.webpageId!;
  const seen = new Set([owner(pick.chunk)]);
  const others = chunks.filter((chunk) => {
    if (seen.has(owner(chunk)) || chunk.bm25 < pick.chunk.bm25 * 0.75) return false;
    seen.add(owner(chunk));
    return true;
  });
  const used = [pick.chunk, ...others].slice(0, MAX_SOURCES);
  return {
    answer: pick.text,
    sources: used.map((chunk, index) =>
      sourceOf(chunk, index === 0 ? confidence : confidenceOf(chunk.coverage, chunk)),
    ),
    confidence,
    outcome: 'answered',
  };
}
