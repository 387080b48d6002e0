import { z } from 'zod';

/** A question term a passage holds: its stem, how often, and the word (asked or synonym) it came from. */
export const matchedTermSchema = z
  .object({
    term: z.string(),
    tf: z.number().int().positive(),
    word: z.string(),
    kind: z.enum(['asked', 'domain', 'wordnet']),
  })
  .strict();

export const retrievedPassageSchema = z
  .object({
    rank: z.number().int().positive(),
    chunk_id: z.number().int(),
    source_type: z.enum(['document', 'webpage']),
    source_id: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    page: z.number().int().nullable(),
    content: z.string(),
    /** Okapi BM25 of the passage for the question. */
    score: z.number(),
    /** Share of the question's weight the passage holds, 0–1. */
    coverage: z.number(),
    /** Cosine of the passage's embedding to the question's; null when vectors did not rank it. */
    vector_score: z.number().nullable(),
    matched_terms: z.array(matchedTermSchema),
  })
  .strict();

export type RetrievedPassage = z.infer<typeof retrievedPassageSchema>;

/** `POST /retrieve/`: what chat would find and answer, explained. */
export const retrievalAnswerSchema = z
  .object({
    query: z.string(),
    retriever_type: z.string(),
    /** The stems of the words asked. */
    terms: z.array(z.string()),
    words: z.array(z.object({ word: z.string(), term: z.string(), idf: z.number() }).strict()),
    synonyms: z.array(
      z
        .object({ word: z.string(), synonym: z.string(), source: z.enum(['domain', 'wordnet']) })
        .strict(),
    ),
    bm25: z.object({ k1: z.number(), b: z.number() }).strict(),
    threshold: z.number(),
    confidence: z.number(),
    decision: z.enum(['answer', 'dont_know']),
    answer: z.string(),
    /** On `dont_know`: what it would have answered had the evidence passed (null when nothing matched). */
    withheld_answer: z.string().nullable(),
    chunks: z.array(retrievedPassageSchema),
  })
  .strict();

export type RetrievalAnswer = z.infer<typeof retrievalAnswerSchema>;
