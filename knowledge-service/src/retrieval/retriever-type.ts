/** Reported with every answer and in /api-info: BM25 alone, or BM25 fused with the embedding's ranking. */
export const RETRIEVER_TYPE = 'postgres-fts';
export const HYBRID_RETRIEVER_TYPE = 'hybrid';
/** BM25 fused with the main model's ranking and its companions' (KB_COMPANION_MODELS). */
export const ENSEMBLE_RETRIEVER_TYPE = 'hybrid+ensemble';
