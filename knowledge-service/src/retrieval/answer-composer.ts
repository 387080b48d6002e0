import { sentences } from '../indexing/chunker';
import type { Retrieval, RetrievedChunk } from './retriever';

/** Below this the service says it does not know rather than guess. */
export const MIN_CONFIDENCE = 0.2;
const MAX_SOURCES = 3;
const PASSAGE_CHARS = 600;

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
}

export const NO_ANSWER =
  "I don't know. None of the documents or web pages this service has been given answer that question.";

const round = (value: number) => Math.round(value * 1000) / 1000;

// Squared: matching half the question's weight is weak evidence, so it scores a quarter.
export const confidenceOf = (chunk: RetrievedChunk) => round(chunk.coverage ** 2);

/** A sentence matches a stemmed term when one of its words starts with the stem. */
function sentenceScore(sentence: string, terms: string[]): number {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.filter((term) =>
    words.some((word) => word.startsWith(term) || (word.length >= 4 && term.startsWith(word))),
  ).length;
}

// A short line without a full stop is usually a heading: it names the topic but answers nothing.
const isHeading = (text: string) => text.length < 60 && !/[.!?]["')\]]*$/.test(text);

/** The chunk's sentences that carry the question's terms (headings only when nothing else does), in reading order. */
function bestSentences(chunk: RetrievedChunk, terms: string[], count: number): string {
  const scored = sentences(chunk.content).map((sentence, index) => ({
    text: sentence.trim(),
    index,
    score: sentenceScore(sentence, terms),
  }));
  const matching = scored.filter((sentence) => sentence.score > 0);
  const prose = matching.filter((sentence) => !isHeading(sentence.text));
  const pool = prose.length > 0 ? prose : matching.length > 0 ? matching : scored.slice(0, 1);
  return [...pool]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text)
    .join(' ');
}

function sourceOf(chunk: RetrievedChunk): Source {
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
    score: confidenceOf(chunk),
  };
}

const citation = (chunk: RetrievedChunk) =>
  `"${chunk.title || chunk.url || 'Untitled'}"${chunk.pageNumber ? ` (page ${chunk.pageNumber})` : ''}`;

/**
 * An extractive answer: the sentences of the best passages that contain the
 * question's terms, each attributed to its document or page. Nothing is
 * invented; with no passage strong enough it says it does not know.
 */
export function composeAnswer({ terms, chunks }: Retrieval): Answer {
  const best = chunks[0];
  if (!best || confidenceOf(best) < MIN_CONFIDENCE) {
    return { answer: NO_ANSWER, sources: [], confidence: best ? confidenceOf(best) : 0 };
  }
  // One passage per document or page, and only those nearly as strong as the best.
  const seen = new Set<string>();
  const used = chunks
    .filter((chunk) => {
      const owner = chunk.documentId ?? chunk.webpageId!;
      if (seen.has(owner) || chunk.coverage < best.coverage * 0.75) return false;
      seen.add(owner);
      return true;
    })
    .slice(0, MAX_SOURCES);
  const parts = used.map((chunk, index) =>
    index === 0
      ? `According to ${citation(chunk)}: ${bestSentences(chunk, terms, 2)}`
      : `${citation(chunk)} also says: ${bestSentences(chunk, terms, 1)}`,
  );
  return {
    answer: parts.join('\n\n'),
    sources: used.map(sourceOf),
    confidence: confidenceOf(best),
  };
}
