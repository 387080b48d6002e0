import { bestSentence, composeAnswer } from '@switchboard/knowledge-service/retrieval';
import type { RetrievedChunk } from '@switchboard/knowledge-service/retrieval';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { EvalChunk, EvalQuestion } from './collect';

// As the chat route: the composer reads the top 5 and picks among the top 3.
const CHAT_TOP_K = 5;

export interface ComposedOnHybrid {
  /** The composer's pick from the fused passages (also when its own rule would decline). */
  text: string;
  cited: string | null;
  /** The composer's lexical confidence in that pick. */
  confidence: number;
}

/**
 * The existing answer step fed the fused ranking instead of BM25's: the integration's
 * first move. A passage only the vectors found holds none of the question's words; it
 * enters with the weakest BM25 of the list, so the composer's lean towards stronger
 * passages still follows the fused order without dividing by nothing.
 */
export async function composeOnHybrid(
  db: Db,
  q: EvalQuestion,
  order: number[],
  byId: Map<number, EvalChunk>,
): Promise<ComposedOnHybrid> {
  const lexical = new Map(q.retrieval.chunks.map((c) => [c.chunkId, c]));
  const weakest = Math.min(...q.retrieval.chunks.map((c) => c.bm25).filter((b) => b > 0), 1);
  const chunks: RetrievedChunk[] = order.slice(0, CHAT_TOP_K).map((id) => {
    const found = lexical.get(id);
    if (found) return found;
    const chunk = byId.get(id)!;
    return {
      chunkId: id,
      documentId: chunk.owner,
      webpageId: null,
      title: chunk.title,
      url: null,
      content: chunk.content,
      pageNumber: null,
      bm25: weakest,
      coverage: 0,
      matched: [],
    };
  });
  const retrieval = { ...q.retrieval, chunks };
  const pick = await bestSentence(db, retrieval, chunks.slice(0, 3));
  const composed = await composeAnswer(db, retrieval);
  const owner = pick ? byId.get(pick.chunk.chunkId)!.owner : null;
  return { text: pick?.text ?? '', cited: owner, confidence: composed.confidence };
}
