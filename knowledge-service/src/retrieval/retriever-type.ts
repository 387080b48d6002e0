/** Reported with every answer and in /api-info: BM25 alone, or BM25 fused with the embedding's ranking. */
export const RETRIEVER_TYPE = 'postgres-fts';
export const HYBRID_RETRIEVER_TYPE = 'hybrid';
