import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RetrievalAnswer } from '@switchboard/domain';
import { questionText, wholeNumber } from '@switchboard/server-kit/http/fields';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import type { KbContext } from '../kb-context';
import { both } from '../route-paths';
import { vouchedStaff } from '../chat-sessions/session-owner';
import { answerQuestion } from './answer-question';
import { bm25Params } from './bm25';

export const MAX_TOP_K = 20;
const CHAT_TOP_K = 5;

const retrieveBody = z.object({
  query: questionText('query'),
  top_k: wholeNumber('top_k', 1, MAX_TOP_K).default(CHAT_TOP_K),
});

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Hit testing: the ranked chunks the chat's retriever finds for a query and whether chat
 * would answer or say it does not know, without creating a conversation, explained: each
 * passage's BM25, the question's terms it holds and the synonyms searched. The decision
 * is made from the same top chunks chat uses; a larger top_k only shows more of the ranking.
 */
export function registerRetrievalRoutes(app: FastifyInstance, ctx: KbContext): void {
  both(app, 'POST', '/retrieve', async (request) => {
    const body = parseOrThrow(retrieveBody, request.body);
    const { retrieval, answer } = await answerQuestion(
      ctx.db,
      request.kbService.slug,
      body.query,
      Math.max(body.top_k, CHAT_TOP_K),
      ctx.embeddings.vectors,
      // The Retrieval test shows staff what their own chat would answer.
      vouchedStaff(request) ? 'staff' : 'public',
      CHAT_TOP_K,
    );
    const { analysis } = retrieval;
    const origin = new Map(analysis.terms.map((t) => [t.term, t]));
    return {
      query: body.query,
      retriever_type: retrieval.retrieverType,
      terms: analysis.words.map((w) => w.term),
      words: analysis.words.map((w) => ({ word: w.word, term: w.term, idf: round(w.idf) })),
      synonyms: analysis.synonyms,
      bm25: bm25Params(),
      // The decision's own scale: lexical confidence alone, or with the embedding (decline-rule.ts).
      threshold: answer.threshold,
      confidence: answer.evidence,
      decision: answer.outcome === 'declined' ? 'dont_know' : 'answer',
      answer: answer.answer,
      withheld_answer: answer.withheld?.answer ?? null,
      chunks: retrieval.chunks.slice(0, body.top_k).map((chunk, index) => ({
        rank: index + 1,
        chunk_id: chunk.chunkId,
        source_type: chunk.documentId ? 'document' : 'webpage',
        source_id: (chunk.documentId ?? chunk.webpageId)!,
        title: chunk.title || chunk.url || 'Untitled',
        url: chunk.url,
        page: chunk.pageNumber,
        content: chunk.content,
        score: round(chunk.bm25),
        coverage: round(chunk.coverage),
        vector_score: chunk.cosine === undefined ? null : round(chunk.cosine),
        matched_terms: chunk.matched.map(({ term, tf }) => ({
          term,
          tf,
          word: origin.get(term)?.word ?? term,
          kind: origin.get(term)?.kind ?? 'asked',
        })),
      })),
    } satisfies RetrievalAnswer;
  });
}
