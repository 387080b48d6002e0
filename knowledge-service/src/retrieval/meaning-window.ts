import { dot } from '@switchboard/embedding-model';
import type { VectorSearch } from '../embeddings/vector-search';
import { sentences } from '../indexing/chunker';
import { ANSWER_CHUNKS, citation, sourceOf, type Answer } from './answer-composer';
import type { RetrievedChunk } from './retriever';

// Runs of two sentences: an answer often needs the sentence before or after the one that matches.
const SPAN = 2;

const windows = (content: string) => {
  const list = sentences(content).map((s) => s.trim());
  return list.map((_, i) => list.slice(i, i + SPAN).join(' '));
};

const owner = (chunk: RetrievedChunk) => (chunk.documentId ?? chunk.webpageId)!;

/**
 * The composer decides whether to answer (its outcome and confidence stand); when it
 * answers and the question has an embedding, the text is the run of two sentences of the
 * top passages nearest the question by cosine. Measured on the held-out half by
 * bench/eval/embedding-eval.ts: such a run states the fact for 68.5% of questions, the
 * composer's lexical pick for 58.6%.
 */
export async function answerByMeaning(
  composed: Answer,
  chunks: RetrievedChunk[],
  query: Float32Array | undefined,
  vectors: VectorSearch | null,
): Promise<Answer> {
  if (composed.outcome !== 'answered' || !query || !vectors) return composed;
  const candidates = chunks
    .slice(0, ANSWER_CHUNKS)
    .flatMap((chunk) => windows(chunk.content).map((text) => ({ chunk, text })));
  const embedded = await vectors.embedPassages(candidates.map((c) => c.text));
  if (!embedded) return composed;
  let best = 0;
  embedded.forEach((vector, i) => {
    if (dot(query, vector) > dot(query, embedded[best]!)) best = i;
  });
  const pick = candidates[best];
  if (!pick) return composed;
  const first =
    composed.sources.find((source) => source.id === owner(pick.chunk)) ??
    sourceOf(pick.chunk, composed.confidence);
  return {
    ...composed,
    answer: `According to ${citation(pick.chunk)}: ${pick.text}`,
    sources: [first, ...composed.sources.filter((source) => source !== first)].slice(
      0,
      Math.max(composed.sources.length, 1),
    ),
  };
}
