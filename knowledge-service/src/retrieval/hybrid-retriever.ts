import { sql } from 'drizzle-orm';
import { reciprocalRankFusion } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { VectorSearch } from '../embeddings/vector-search';
import { privateChunkIds, type Audience } from './audience';
import type { SentenceMeaning } from './answer-sentence';
import type { DeclineSignals } from './decline-rule';
import { scoredTerms } from './question-terms';
import {
  isOutdated,
  OUTDATED_WEIGHT,
  retrieve,
  scoreChunks,
  type Retrieval,
  type RetrievedChunk,
} from './retriever';
import { HYBRID_RETRIEVER_TYPE, RETRIEVER_TYPE } from './retriever-type';

// Each side's ranking read this deep before fusing (as in bench/eval/embedding-eval.ts).
const DEPTH = 50;

// The question's usual cosine to a bot's passages: the mean past the first few, which may answer it.
const BACKGROUND_FROM = 5;
const background = (cosines: number[]) => {
  const rest = cosines.slice(BACKGROUND_FROM);
  const from = rest.length > 0 ? rest : cosines;
  return from.length === 0 ? 0 : from.reduce((sum, c) => sum + c, 0) / from.length;
};

export interface AnsweredRetrieval extends Retrieval {
  /** `hybrid` when vectors took part, the lexical retriever's name otherwise. */
  retrieverType: string;
  /** With vectors: sentences' cosines to the question, for the answer step. */
  meaning?: SentenceMeaning;
  /** With vectors: what the decline rule weighs. */
  signals?: DeclineSignals;
}

/**
 * BM25 and the question's embedding, fused by reciprocal rank (no common scale needed),
 * with an outdated page (superseded, archived, expired) ranked lower as BM25 ranks it.
 * Measured on the held-out half: first source 82.9% → 85.6% (bench/eval/embedding-eval.ts).
 * Without vectors for the bot (no model, or the pipeline has not reached it yet) this is
 * BM25 alone, and says so in retrieverType.
 */
export async function retrieveHybrid(
  db: Db,
  service: string,
  question: string,
  limit: number,
  vectors: VectorSearch | null,
  audience: Audience,
): Promise<AnsweredRetrieval> {
  const query = vectors ? await vectors.embedQuestion(service, question) : null;
  if (!vectors || !query) {
    const lexical = await retrieve(db, service, question, limit, audience);
    return { ...lexical, retrieverType: RETRIEVER_TYPE };
  }
  const lexical = await retrieve(db, service, question, DEPTH, audience);
  const nearest = await vectors.search(service, query, DEPTH);
  // The index holds every chunk of the bot; a private document's are dropped here for
  // askers who may not see them (not forgotten: staff still search them).
  const hidden =
    audience === 'public'
      ? await privateChunkIds(
          db,
          nearest.map((hit) => hit.id),
        )
      : new Set<number>();
  const hits = nearest.filter((hit) => !hidden.has(hit.id));
  const cosineOf = new Map(hits.map((hit) => [hit.id, hit.score]));
  const byId = new Map(lexical.chunks.map((chunk) => [chunk.chunkId, chunk]));
  const missing = hits.map((hit) => hit.id).filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const where = sql`c.id IN (${sql.join(
      missing.map((id) => sql`${id}`),
      sql`, `,
    )})`;
    const found = await scoreChunks(
      db,
      service,
      lexical.analysis,
      scoredTerms(lexical.analysis),
      where,
      missing.length,
    );
    for (const chunk of found) byId.set(chunk.chunkId, chunk);
    // Chunks deleted since their vectors were read leave the index now.
    vectors.forget(
      service,
      missing.filter((id) => !byId.has(id)),
    );
  }
  const fused = reciprocalRankFusion([
    lexical.chunks.map((chunk) => chunk.chunkId),
    hits.map((hit) => hit.id).filter((id) => byId.has(id)),
  ])
    .map((item) => {
      const chunk = byId.get(item.id)!;
      const weight = isOutdated(chunk.title, lexical.analysis) ? OUTDATED_WEIGHT : 1;
      return { chunk, score: item.score * weight };
    })
    .sort((a, b) => b.score - a.score);
  // A passage only the vectors found holds few of the question's words; it enters with at
  // least the weakest BM25 of the list, so the composer's lean towards stronger passages
  // follows the fused order without dividing by nothing (as the evaluation fed it).
  const weakest = Math.min(...lexical.chunks.map((c) => c.bm25).filter((b) => b > 0), 1);
  const chunks: RetrievedChunk[] = fused.slice(0, limit).map(({ chunk }) => ({
    ...chunk,
    bm25: lexical.chunks.includes(chunk) ? chunk.bm25 : Math.max(chunk.bm25, weakest),
    cosine: cosineOf.get(chunk.chunkId),
  }));
  const usual = background(hits.map((hit) => hit.score));
  // With no passage past the first few there is no background to stand above: the lexical rule decides.
  const model = hits.length > BACKGROUND_FROM ? vectors.modelOf(query) : null;
  return {
    ...lexical,
    chunks,
    retrieverType: HYBRID_RETRIEVER_TYPE,
    meaning: { cosines: (texts) => vectors.cosines(query, texts), background: usual },
    ...(model
      ? {
          signals: {
            model,
            margin: (hits[0]?.score ?? usual) - usual,
            bm25: lexical.chunks[0]?.bm25 ?? 0,
          },
        }
      : {}),
  };
}
