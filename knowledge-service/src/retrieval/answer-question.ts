import type { Db } from '@switchboard/server-kit/db/connect';
import type { VectorSearch } from '../embeddings/vector-search';
import { composeAnswer, type Answer } from './answer-composer';
import type { Audience } from './audience';
import { retrieveHybrid, type AnsweredRetrieval } from './hybrid-retriever';
import { withoutRepeats } from './part-answers';
import { questionParts } from './question-parts';

const MAX_SOURCES = 3;
// A part asking with fewer words than this beside its question words leans on the rest.
const SELF_STANDING_WORDS = 2;

export interface AnsweredQuestion {
  /** The whole message's retrieval: what the Retrieval test shows. */
  retrieval: AnsweredRetrieval;
  answer: Answer;
}

/**
 * A question through retrieval and the composer. A message asking several things
 * (question-parts.ts) gets each part retrieved and answered on its own; when two or more
 * parts are answered, the answer states each part's sentence in turn and cites each
 * part's source first. Otherwise (one part, or fewer than two answered) it is the whole
 * message's answer.
 */
export async function answerQuestion(
  db: Db,
  service: string,
  question: string,
  limit: number,
  vectors: VectorSearch | null,
  audience: Audience,
  /** The passages the composer reads (the chat's top 5); `limit` may rank more to show. */
  answerTop = limit,
): Promise<AnsweredQuestion> {
  const retrieval = await retrieveHybrid(db, service, question, limit, vectors, audience);
  const wholeChunks = retrieval.chunks.slice(0, answerTop);
  const whole = await composeAnswer(db, { ...retrieval, chunks: wholeChunks });
  const parts = questionParts(question);
  if (parts.length === 1) return { retrieval, answer: whole };
  const parted: Answer[] = [];
  for (const part of parts) {
    const own = await retrieveHybrid(db, service, part, answerTop, vectors, audience);
    // "what does that cost?" names nothing itself: its answer is among the whole message's passages.
    const leans = own.analysis.words.length < SELF_STANDING_WORDS;
    const answer = await composeAnswer(db, leans ? { ...own, chunks: wholeChunks } : own);
    if (answer.outcome === 'answered') parted.push(answer);
  }
  const fresh = withoutRepeats(parted.map((a) => a.answer));
  const answered = parted.flatMap((a, i) => (fresh[i] ? [{ ...a, answer: fresh[i] }] : []));
  if (answered.length < 2) return { retrieval, answer: whole };
  const firsts = answered.map((a) => a.sources[0]!);
  const rest = answered.flatMap((a) => a.sources.slice(1));
  const sources = [...firsts, ...rest].filter(
    (source, i, all) =>
      all.findIndex((s) => s.id === source.id && s.passage === source.passage) === i,
  );
  return {
    retrieval,
    answer: {
      answer: answered.map((a) => a.answer).join(' '),
      sources: sources.slice(0, Math.max(MAX_SOURCES, firsts.length)),
      confidence: Math.min(...answered.map((a) => a.confidence)),
      outcome: 'answered',
      evidence: Math.min(...answered.map((a) => a.evidence)),
      threshold: answered[0]!.threshold,
    },
  };
}
