/** Reported with every answer and in /api-info: BM25 alone, or BM25 fused with the embedding's ranking. */
export const RETRIEVER_TYPE = 'postgres-fts';
export const HYBRID_RETRIEVER_TYPE = 'hybrid';
/** Hybrid, then the fused top passages reranked by their best sentence (sentence-rerank.ts). */
export const RERANKED_RETRIEVER_TYPE = 'hybrid+rerank';
