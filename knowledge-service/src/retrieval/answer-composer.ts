import type { AnswerOutcome } from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { bestSentence, type ChosenAnswer } from './answer-sentence';
import type { SentenceMeaning } from './sentence-rating';
import {
  evidenceOf,
  shouldDecline,
  thresholdOf,
  type DeclineEvidence,
  type DeclineSignals,
} from './decline-rule';
import { holdsWanted, wantedTypes } from './answer-type';
import { coverageOf, type Retrieval, type RetrievedChunk } from './retriever';

export { MIN_CONFIDENCE } from './decline-rule';
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
  /** What the decision weighed, and the threshold it was held against (decline-rule.ts). */
  evidence: number;
  threshold: number;
  /** On a decline: what it would have answered, had the evidence passed (for the Retrieval test and the eval). */
  withheld?: Pick<Answer, 'answer' | 'sources'>;
}

export const NO_ANSWER =
  "I don't know. None of the documents or web pages this service has been given answer that question.";

/** The service's decline: it says it does not know, cites nothing, and says it declined. */
export const declined = (
  confidence: number,
  weighed: DeclineEvidence = { confidence },
): Answer => ({
  answer: NO_ANSWER,
  sources: [],
  confidence,
  outcome: 'declined',
  evidence: round(evidenceOf(weighed)),
  threshold: thresholdOf(weighed),
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

/** The passages' retrieval as the composer reads it, with the embedding's part when it took part. */
export type ComposedRetrieval = Retrieval & { meaning?: SentenceMeaning; signals?: DeclineSignals };

/** The answer chosen for a retrieval, and what the decline rule weighs about the question. */
export interface Choice {
  pick?: ChosenAnswer;
  confidence: number;
  weighed: DeclineEvidence;
}

/**
 * The sentence of the best passages that best answers the question, with the lexical
 * confidence in it and the evidence the decision weighs: retrieval's signals and, with the
 * embedding, the cosine of the sentence nearest the question in meaning above the question's
 * background (the judged sentence, chooseSentences; the answer may say another, chosen with
 * the words asked as well).
 */
export async function chooseAnswer(db: Db, retrieval: ComposedRetrieval): Promise<Choice> {
  const { meaning, signals } = retrieval;
  const pick = await bestSentence(db, retrieval, retrieval.chunks.slice(0, ANSWER_CHUNKS), meaning);
  const confidence = pick
    ? confidenceOf(
        coverageOf(pick.held, retrieval.scored, retrieval.analysis),
        pick.chunk,
        holdsWanted(pick.text, wantedTypes(retrieval.analysis.question)),
      )
    : 0;
  const sentence =
    pick?.judgedCosine !== undefined && meaning
      ? { sentence: pick.judgedCosine - meaning.background }
      : {};
  const weighed: DeclineEvidence = {
    confidence,
    ...(signals ? { signals: { ...signals, ...sentence } } : {}),
  };
  return { ...(pick ? { pick } : {}), confidence, weighed };
}

/**
 * The passages an answer cites, at most MAX_SOURCES, one per document or page: the chosen
 * sentence's passage first, then the passage of another document's sentence that joined the
 * answer (it is said, so it is cited, however its passage ranks), then other documents or pages
 * nearly as strong.
 */
export function citedPassages(
  pick: Pick<ChosenAnswer, 'chunk' | 'joined'>,
  chunks: RetrievedChunk[],
): RetrievedChunk[] {
  const owner = (chunk: RetrievedChunk) => chunk.documentId ?? chunk.webpageId!;
  const said = pick.joined ? [pick.chunk, pick.joined] : [pick.chunk];
  const seen = new Set(said.map(owner));
  const others = chunks.filter((chunk) => {
    if (seen.has(owner(chunk)) || chunk.bm25 < pick.chunk.bm25 * 0.75) return false;
    seen.add(owner(chunk));
    return true;
  });
  return [...said, ...others].slice(0, MAX_SOURCES);
}

/**
 * An extractive answer: the one sentence (with the neighbour it needs) of the best
 * passages that best matches the question, and at most one nearly as near of another document.
 * Its sources are cited beside it (`sources`, the chosen passage first), not inside it:
 * `According to "<raw title>":` read like a machine.
 * Nothing is invented; when the evidence is too weak (decline-rule.ts), it says it does not
 * know.
 */
export async function composeAnswer(db: Db, retrieval: ComposedRetrieval): Promise<Answer> {
  const chunks = retrieval.chunks;
  if (chunks.length === 0) return declined(0);
  const { pick, confidence, weighed } = await chooseAnswer(db, retrieval);
  if (!pick) return declined(confidence, weighed);
  const stated = {
    answer: pick.text,
    sources: citedPassages(pick, chunks).map((chunk, index) =>
      sourceOf(chunk, index === 0 ? confidence : confidenceOf(chunk.coverage, chunk)),
    ),
  };
  if (shouldDecline(weighed)) return { ...declined(confidence, weighed), withheld: stated };
  return {
    ...stated,
    confidence,
    outcome: 'answered',
    evidence: round(evidenceOf(weighed)),
    threshold: thresholdOf(weighed),
  };
}
