/** Reported with every answer and in /api-info. */
export const RETRIEVER_TYPE = 'postgres-fts';
