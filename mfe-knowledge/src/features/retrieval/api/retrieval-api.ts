import { baseApi, botServiceRequest } from '@switchboard/shared-data';

export interface RetrievedChunk {
  rank: number;
  chunk_id: number;
  source_type: 'document' | 'webpage';
  source_id: string;
  title: string;
  url: string | null;
  page: number | null;
  content: string;
  score: number;
}

export interface RetrievalResult {
  query: string;
  retriever_type: string;
  threshold: number;
  confidence: number;
  decision: 'answer' | 'dont_know';
  answer: string;
  chunks: RetrievedChunk[];
}

const retrievalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testRetrieval: build.mutation<RetrievalResult, { botId: string; query: string; topK: number }>({
      query: ({ botId, query, topK }) =>
        botServiceRequest(botId, 'retrieve/', 'Failed to test retrieval', {
          method: 'POST',
          data: { query, top_k: topK },
        }),
    }),
  }),
});

export const { useTestRetrievalMutation } = retrievalApi;
