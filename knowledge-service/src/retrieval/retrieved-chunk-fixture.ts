import type { RetrievedChunk } from './retriever';

/** A retrieved passage for the answer step's unit tests: only its title and document matter. */
export const retrievedChunk = (title: string, documentId = title): RetrievedChunk => ({
  chunkId: 1,
  documentId,
  webpageId: null,
  title,
  url: null,
  content: '',
  pageNumber: null,
  bm25: 10,
  coverage: 1,
  matched: [],
});
