import { reciprocalRankFusion } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { VectorSearch } from '../embeddings/vector-search';
import type { Audience } from './audience';
import type { SentenceMeaning } from './sentence-rating';
import type { DeclineSignals } from './decline-rule';
import {
  askedQuestion,
  isOutdated,
  lexicalRetrieval,
  OUTDATED_WEIGHT,
  type Retrieval,
  type RetrievedChunk,
} from './retriever';
import { HYBRID_RETRIEVER_TYPE, RETRIEVER_TYPE } from './retriever-type';
import { timed } from '../stage-timings';

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
  // The question's embedding (the model's own thread) runs while its terms are read.
  const [query, asked] = await Promise.all([
    vectors
      ? timed('question embedding', () => vectors.embedQuestion(service, question))
      : Promise.resolve(null),
    askedQuestion(db, service, question),
  ]);
  if (!vectors || !query) {
    const { analysis, scored, chunks } = await lexicalRetrieval(
      db,
      service,
      asked,
      limit,
      audience,
    );
    return { analysis, scored, chunks, retrieverType: RETRIEVER_TYPE };
  }
  const nearest = await timed('vector search', () => vectors.search(service, query, DEPTH));
  // The nearest chunks' rows are read with BM25's best: a private document's are dropped
  // for askers who may not see them (not forgotten: staff still search them), and chunks
  // deleted since their vectors were read leave the vector index now.
  const lexical = await lexicalRetrieval(
    db,
    service,
    asked,
    DEPTH,
    audience,
    nearest.map((hit) => hit.id),
  );
  vectors.forget(
    service,
    nearest.map((hit) => hit.id).filter((id) => !lexical.rows.has(id)),
  );
  const hits = nearest.filter((hit) => lexical.rows.get(hit.id)?.visible);
  const cosineOf = new Map(hits.map((hit) => [hit.id, hit.score]));
  const byId = new Map(lexical.chunks.map((chunk) => [chunk.chunkId, chunk]));
  for (const hit of hits) if (!byId.has(hit.id)) byId.set(hit.id, lexical.passage(hit.id));
  const fused = reciprocalRankFusion([
    lexical.chunks.map((chunk) => chunk.chunkId),
    hits.map((hit) => hit.id),
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
    analysis: lexical.analysis,
    scored: lexical.scored,
    chunks,
    retrieverType: HYBRID_RETRIEVER_TYPE,
    meaning: {
      cosines: (passages, asked) => vectors.cosines(query, passages, asked),
      background: usual,
    },
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
